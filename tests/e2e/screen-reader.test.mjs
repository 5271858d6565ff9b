// A whole game through the screen-reader layer alone (web/a11y.js): controls and squares are
// found by their role and accessible name, as a screen reader lists them, and activated as a
// screen reader does (a click event on the element, never a click on the canvas); what the
// player learns comes from the names and the live region only. The game is against the CPU at
// level 1, played from the board the squares' names tell (a four-ply look-ahead), and won. Then no axe violation of level serious or critical.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { launch, open, state, waitState, screenshot, axeSerious } from './helpers.mjs';

// The board as the 64 cells' names tell it: 'X', 'O' or '-' per square, a1..h8.
async function readBoard(page) {
  const names = await page.getByRole('gridcell').evaluateAll(
    (cells) => cells.map((c) => c.getAttribute('aria-label')));
  assert.equal(names.length, 64);
  return names.map((n) => (/, black$/.test(n) ? 'X' : /, white$/.test(n) ? 'O' : '-'));
}

// The player's own thinking, from the board read out: the rules, and a four-ply look-ahead on
// the usual square values (corners good, the squares next to them bad) and mobility.
const VALUES = [
  100, -20, 10, 5, 5, 10, -20, 100, -20, -50, -2, -2, -2, -2, -50, -20,
  10, -2, 1, 1, 1, 1, -2, 10, 5, -2, 1, 0, 0, 1, -2, 5,
  5, -2, 1, 0, 0, 1, -2, 5, 10, -2, 1, 1, 1, 1, -2, 10,
  -20, -50, -2, -2, -2, -2, -50, -20, 100, -20, 10, 5, 5, 10, -20, 100];
const DIRS = [[1, 0], [-1, 0], [0, 1], [0, -1], [1, 1], [1, -1], [-1, 1], [-1, -1]];
function flips(board, sq, me) {
  if (board[sq] !== '-') return [];
  const them = me === 'X' ? 'O' : 'X';
  const out = [];
  for (const [dx, dy] of DIRS) {
    const line = [];
    let x = (sq % 8) + dx, y = Math.floor(sq / 8) + dy;
    while (x >= 0 && x < 8 && y >= 0 && y < 8 && board[y * 8 + x] === them) {
      line.push(y * 8 + x);
      x += dx; y += dy;
    }
    if (line.length && x >= 0 && x < 8 && y >= 0 && y < 8 && board[y * 8 + x] === me) out.push(...line);
  }
  return out;
}
function play(board, sq, me) {
  const next = board.slice();
  for (const f of flips(board, sq, me)) next[f] = me;
  next[sq] = me;
  return next;
}
const movesOf = (board, me) => board.map((_, i) => i).filter((i) => flips(board, i, me).length);
const other = (me) => (me === 'X' ? 'O' : 'X');
// Square values and mobility, from `me`'s side; the disc count once the board is full enough.
function evaluate(board, me) {
  const empties = board.filter((c) => c === '-').length;
  let v = 0;
  board.forEach((c, i) => {
    if (c === '-') return;
    const w = empties <= 10 ? 1 : VALUES[i];
    v += c === me ? w : -w;
  });
  if (empties > 10) v += 8 * (movesOf(board, me).length - movesOf(board, other(me)).length);
  return v;
}
function negamax(board, me, depth, alpha, beta) {
  const moves = movesOf(board, me);
  if (depth === 0) return evaluate(board, me);
  if (!moves.length) {
    if (!movesOf(board, other(me)).length) return 1000 * Math.sign(evaluate(board, me));
    return -negamax(board, other(me), depth - 1, -beta, -alpha);
  }
  for (const sq of moves) {
    alpha = Math.max(alpha, -negamax(play(board, sq, me), other(me), depth - 1, -beta, -alpha));
    if (alpha >= beta) break;
  }
  return alpha;
}
function choose(board, legal) {
  let best = legal[0], bestScore = -Infinity;
  for (const sq of legal) {
    const score = -negamax(play(board, sq, 'X'), 'O', 3, -Infinity, -bestScore);
    if (score > bestScore) { bestScore = score; best = sq; }
  }
  return best;
}
const squareName = (sq) => 'abcdefgh'[sq % 8] + String(1 + Math.floor(sq / 8));

// The squares a screen reader names as legal moves: [{square, flips}].
async function legalCells(page) {
  const names = await page.getByRole('gridcell', { name: /legal move/ }).evaluateAll(
    (cells) => cells.map((c) => c.getAttribute('aria-label')));
  return names.map((n) => {
    const m = n.match(/^([a-h][1-8]), empty, legal move, flips (\d+)$/);
    assert.ok(m, `a legal square's name: ${n}`);
    return { square: m[1], flips: Number(m[2]) };
  });
}

const live = (page) => page.getByRole('status').textContent();

test('a whole game won against the CPU through the screen-reader layer alone', async () => {
  const b = await launch({ viewport: { width: 1280, height: 800 }, bypassCSP: true });
  try {
    const { page, errors } = b;
    await open(page);
    const press = (role, name) => page.getByRole(role, { name, exact: true }).dispatchEvent('click');

    // The board as a screen reader sees it: a grid named "Board", 64 cells named by square.
    assert.equal(await page.getByRole('grid', { name: 'Board' }).count(), 1);
    assert.equal(await page.getByRole('gridcell').count(), 64);
    assert.equal(await page.getByRole('gridcell', { name: 'e4, black' }).count(), 1);
    assert.equal(await page.getByRole('gridcell', { name: 'd4, white' }).count(), 1);
    assert.equal(await page.getByRole('gridcell', { name: 'd3, empty, legal move, flips 1' })
      .count(), 1);

    // The CPU at level 1, by the level buttons of the settings (opened if need be).
    if (!(await page.getByRole('button', { name: 'Lower the CPU level' }).count())) {
      await press('button', 'Settings');
      await page.getByRole('button', { name: 'Lower the CPU level' }).waitFor({ state: 'attached' });
    }
    for (let i = 0; i < 2; ++i) {
      await press('button', 'Lower the CPU level');
      await page.waitForTimeout(150);
    }
    assert.equal((await state(page)).settings.cpu_level, 1);
    await press('button', 'Play the CPU');
    await page.waitForFunction(() => /Black to move/.test(
      document.getElementById('a11y-summary').textContent));

    // Everything the live region says, as a screen reader hears it.
    await page.evaluate(() => {
      window.heard = [];
      const region = document.getElementById('status');
      new MutationObserver(() => window.heard.push(region.textContent))
        .observe(region, { childList: true, characterData: true, subtree: true });
    });
    for (const end = Date.now() + 180000; Date.now() < end;) {
      const said = await live(page);
      if (/wins|Draw/.test(said)) break;
      const summary = await page.locator('#a11y-summary').textContent();
      const cells = /Black to move/.test(summary) ? await legalCells(page) : [];
      if (!cells.length) {
        await page.waitForTimeout(150);
        continue;
      }
      const board = await readBoard(page);
      const legal = cells.map((c) => 'abcdefgh'.indexOf(c.square[0]) + 8 * (Number(c.square[1]) - 1));
      for (const sq of legal) {
        const named = cells.find((c) => c.square === squareName(sq));
        assert.equal(named.flips, flips(board, sq, 'X').length, 'the name tells the flips');
      }
      const square = squareName(choose(board, legal));
      await page.getByRole('gridcell', { name: new RegExp(`^${square}, `) }).dispatchEvent('click');
      await page.waitForFunction((sq) => new RegExp(`Black played ${sq}`).test(
        document.getElementById('status').textContent), square);
    }
    const s = await waitState(page, (t) => t.result !== null, 'the game over');
    await page.waitForTimeout(300);
    await screenshot(page, 'screen-reader-game-over');
    const last = await live(page);
    // Against the CPU the result is said from the player's side.
    assert.match(last, /You won by \d+ discs?/, `the result is announced: ${last}`);
    assert.equal(s.result, 'X', `the screen-reader player won: ${s.black}-${s.white}`);
    // Moves were announced with their squares and the score, the CPU's included.
    const heard = await page.evaluate(() => window.heard);
    assert.ok(heard.some((t) => /^Black played [a-h][1-8] and flipped \d+ discs?\. Black \d+ · White \d+\./.test(t)),
      heard.slice(0, 3).join(' | '));
    assert.ok(heard.some((t) => /White \(CPU\) played [a-h][1-8] and flipped \d+ discs?/.test(t)),
      heard.slice(0, 3).join(' | '));
    // The squares' names follow the board.
    const e4 = await page.getByRole('gridcell', { name: /^e4, / }).getAttribute('aria-label');
    assert.match(e4, /^e4, (black|white)$/);

    assert.deepEqual(await axeSerious(page), []);
    assert.deepEqual(errors, []);
  } finally {
    await b.close();
  }
});
