// The game record (issue 23): the first visit's welcome card; stepping through a game (the
// Moves section's buttons and list, Left/Right/Home/End) while the CPU waits; playing on from
// an earlier point; undo and redo by buttons and keys; the opening's name, also for a game that
// starts with a mirror image of f5; links (a game opened from a link never overwrites the local
// one; play on from it, and get the earlier game back); pasted records, good and bad, by
// loadTranscript, Ctrl+V and the paste box, in English and Portuguese; a correspondence game
// between two browsers; the archive of finished games across a reload, its GGF export and
// import. Screenshots of each view at phone and desktop sizes, in both languages, with the
// controls shown inside the viewport, not overlapping, touch-sized on a touch screen, and a
// finger's drag from the move list scrolling (tests/e2e/artifacts/record-*.png). Where the
// app may fall short in several ways, a test gathers them and fails at its end with all.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { launch, open, reload, state, waitState, clickSquare, playByMouse, clickControl,
  controlRect, waitControl, pressKey, screenshot, touchDrag, ARTIFACTS, BASE_URL }
  from './helpers.mjs';

// --- The rules, to know the boards and a whole game without the app --------------------------

const DIRS = [[1, 0], [-1, 0], [0, 1], [0, -1], [1, 1], [1, -1], [-1, 1], [-1, -1]];
const START = (() => {
  const b = Array(64).fill('-');
  b[27] = 'O'; b[28] = 'X'; b[35] = 'X'; b[36] = 'O';  // d4 e4 d5 e5 (OBF: a1..h1, a2..h8)
  return b.join('');
})();
const index = (name) => (Number(name[1]) - 1) * 8 + name.charCodeAt(0) - 97;
const squareName = (i) => String.fromCharCode(97 + (i % 8)) + (Math.floor(i / 8) + 1);

function flips(board, i, me) {
  if (board[i] !== '-') return [];
  const them = me === 'X' ? 'O' : 'X';
  const out = [];
  for (const [dc, dr] of DIRS) {
    const line = [];
    let c = (i % 8) + dc, r = Math.floor(i / 8) + dr;
    while (c >= 0 && c < 8 && r >= 0 && r < 8 && board[r * 8 + c] === them) {
      line.push(r * 8 + c); c += dc; r += dr;
    }
    if (line.length && c >= 0 && c < 8 && r >= 0 && r < 8 && board[r * 8 + c] === me) out.push(...line);
  }
  return out;
}
const legalOf = (board, me) => [...Array(64).keys()].filter((i) => flips(board, i, me).length)
  .map(squareName);

// Replays a transcript ("f5d6c3"): the board after it, the side to move (null once over), over.
function replay(transcript) {
  let board = START, me = 'X';
  for (const m of transcript.match(/../g) || []) {
    if (!legalOf(board, me).length) me = me === 'X' ? 'O' : 'X';  // a forced pass
    const f = flips(board, index(m), me);
    if (!f.length) throw new Error(`${transcript}: ${m} is not legal`);
    const b = board.split('');
    b[index(m)] = me;
    for (const k of f) b[k] = me;
    board = b.join('');
    me = me === 'X' ? 'O' : 'X';
  }
  if (!legalOf(board, me).length) me = me === 'X' ? 'O' : 'X';
  const over = !legalOf(board, 'X').length && !legalOf(board, 'O').length;
  return { board, toMove: over ? null : me, over };
}

// A whole game from `prefix`, each side then playing its last legal square (a1..h8 order).
function wholeGame(prefix) {
  let t = prefix;
  for (;;) {
    const r = replay(t);
    if (r.over) return t;
    t += legalOf(r.board, r.toMove).slice(-1)[0];
  }
}

// The opening's name of a transcript starting with f5, from the catalogue the app compiles in:
// the longest catalogue line the moves begin with.
const CATALOGUE = readFileSync(join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'data',
  'openings.tsv'), 'utf8').split('\n').filter((l) => /^([a-h][1-8])+\t/.test(l))
  .map((l) => l.split('\t'));
function openingOf(transcript) {
  let best = null;
  for (const [moves, name] of CATALOGUE) {
    if (transcript.startsWith(moves) && (!best || moves.length > best[0].length)) best = [moves, name];
  }
  return best && best[1];
}

const TIGER = 'f5d6c3d3c4';
const TIGER_MIRRORED = 'd3c5f6f5e6';  // the Tiger mirrored across a8-h1 (f5 -> d3)
const EIGHT = ['f5', 'd6', 'c3', 'd3', 'c4', 'f4', 'c5', 'b4'];  // the Mainline Tiger's first 8
const GAME = wholeGame(TIGER);  // a whole game (60 moves, no pass) that opens with the Tiger
const discs = (board, c) => [...board].filter((x) => x === c).length;

// --- The page ------------------------------------------------------------------------------

const EPS = 0.5;
const inside = (r, box) => r.x >= box.x - EPS && r.y >= box.y - EPS &&
  r.x + r.width <= box.x + box.width + EPS && r.y + r.height <= box.y + box.height + EPS;
const overlap = (a, b) => a.x + EPS < b.x + b.width && b.x + EPS < a.x + a.width &&
  a.y + EPS < b.y + b.height && b.y + EPS < a.y + a.height;
// Controls over the board or in a modal window, which the panel's scrolling does not move.
const FLOATING = new Set(['welcome-cpu', 'welcome-two', 'paste-open', 'paste-cancel',
  'banner-close', 'banner-new-game']);

// The rows of a list are drawn only near the panel's visible part: while one is not, the panel
// is scrolled to bring its section's header to the top, then on by a third of the panel.
const anchorOf = (name) => (/^move-\d+$/.test(name) ? 'moves'
  : /^game-\d+$/.test(name) ? 'games' : null);

// Scrolls the panel (a finger's drag on a touch screen, the mouse wheel otherwise, from the
// panel's left padding, where no control is) until every control of `names` lies inside it; returns
// their rects by name.
async function showInPanel(page, names, touch = false) {
  for (let i = 0; ; ++i) {
    const panel = await controlRect(page, 'panel');
    const found = {};
    let anchor = null;  // the header of a list whose row is not drawn
    for (const name of names) {
      found[name] = await controlRect(page, name);
      if (!found[name]) {
        assert.ok(anchorOf(name), `${name} drawn`);
        anchor = await controlRect(page, anchorOf(name));
        assert.ok(anchor, `${name} drawn (its section is open)`);
      }
    }
    const moving = names.filter((n) => !FLOATING.has(n)).map((n) => found[n]);
    let dy;  // how far the panel's contents must move up (down when negative)
    if (anchor) {
      dy = Math.abs(anchor.y - panel.y - 8) > 12 ? anchor.y - panel.y - 8 : panel.height / 3;
    } else {
      if (moving.every((r) => inside(r, panel))) return found;
      const top = Math.min(...moving.map((r) => r.y));
      const bottom = Math.max(...moving.map((r) => r.y + r.height));
      assert.ok(bottom - top <= panel.height,
        `${names} fit in the panel together: ${top}..${bottom} in ${JSON.stringify(panel)}`);
      dy = bottom > panel.y + panel.height ? bottom - (panel.y + panel.height) + 8
        : top - panel.y - 8;
    }
    assert.ok(i < 10, `${names} scrolled into the panel: ${JSON.stringify(found)} in ` +
      `${JSON.stringify(panel)}`);
    dy = Math.max(-(panel.height - 24), Math.min(panel.height - 24, dy));
    const x = panel.x + 4;  // the panel's padding: not over a control nor the move list
    if (touch) {
      const from = dy > 0 ? panel.y + panel.height - 8 : panel.y + 8;
      await touchDrag(page, { x, y: from }, { x, y: from - dy });
    } else {
      await page.mouse.move(x, panel.y + panel.height / 2);
      await page.mouse.wheel(0, dy);
      await page.waitForTimeout(300);
    }
  }
}

// Waits for two frames: controlRect() answers from the last frame drawn, so a change made
// through window.reversi (loadTranscript, view) shows its controls a frame later.
const settle = (page) => page.evaluate(() => new Promise((resolve) =>
  requestAnimationFrame(() => requestAnimationFrame(resolve))));

// A real click (a tap on a touch screen) in the middle of a control, scrolled into view first.
async function press(page, name, touch = false) {
  await settle(page);
  const r = (await showInPanel(page, [name], touch))[name];
  const x = r.x + r.width / 2, y = r.y + r.height / 2;
  if (touch) await page.touchscreen.tap(x, y);
  else await page.mouse.click(x, y);
}

// Opens the folding section whose header is `header` unless `probe` (a control inside it) is
// already drawn.
async function openSection(page, header, probe, touch = false) {
  if (await controlRect(page, probe)) return;
  await press(page, header, touch);
  await waitControl(page, probe);
  await page.waitForTimeout(150);
}
const openMoves = (page, touch) => openSection(page, 'moves', 'move-first', touch);

// Plays `moves` by real clicks, each checked against state().legal; returns the board after
// each move (boards[0]: the board before the first).
async function playMoves(page, moves) {
  const boards = [(await state(page)).board];
  for (const m of moves) {
    const s = await state(page);
    assert.ok(s.legal.includes(m), `${m} legal in ${JSON.stringify(s.legal)}`);
    boards.push((await playByMouse(page, m)).board);
  }
  return boards;
}

// Loads `url` as a new page load (not a hash change on the open page) and waits until ready;
// the welcome card is left alone (a link never shows it).
async function openLink(page, url) {
  await page.goto('about:blank');
  await open(page, url, { welcome: true });
}

const loadTranscript = (page, text) => page.evaluate((t) => window.reversi.loadTranscript(t), text);
// A screenshot once the last change has been drawn.
async function settledScreenshot(page, name) {
  await page.waitForTimeout(200);
  await screenshot(page, name);
}

const newTwoPlayerGame = (page) =>
  page.evaluate(() => window.reversi.newGame({ X: 'human', O: 'human' }));

test('the first visit: a welcome card, "Play the CPU", and not again after a reload', async () => {
  const b = await launch({ viewport: { width: 1100, height: 720 } });
  try {
    const { page } = b;
    await open(page, BASE_URL, { welcome: true });
    let s = await state(page);
    assert.equal(s.welcome, true, 'a fresh profile shows the welcome card');
    await waitControl(page, 'welcome-cpu');
    await waitControl(page, 'welcome-two');
    await page.waitForTimeout(300);
    await screenshot(page, 'record-welcome');
    await clickControl(page, 'welcome-cpu');
    s = await waitState(page, (t) => !t.welcome, 'the welcome card closed by "Play the CPU"', 5000);
    assert.deepEqual(s.seats, { X: 'human', O: 'cpu' });
    assert.equal(s.moves, '');
    assert.equal(s.toMove, 'X', 'the player is Black, to move');
    assert.equal(await controlRect(page, 'welcome-cpu'), null, 'the card is gone');

    await reload(page);
    s = await state(page);
    assert.equal(s.welcome, false, 'no welcome card on the next visit');
    assert.deepEqual(s.seats, { X: 'human', O: 'cpu' });

    // With nothing saved the card is back; Escape closes it.
    await page.evaluate(() => localStorage.clear());
    await reload(page);
    await waitState(page, (t) => t.welcome, 'the welcome card again with nothing saved', 5000);
    await pressKey(page, 'Escape');
    await waitState(page, (t) => !t.welcome, 'the welcome card closed by Escape', 5000);
    assert.deepEqual(b.errors, []);
  } finally {
    await b.close();
  }
});

test('stepping through a game: the Moves section\'s buttons and list, the keys', async () => {
  const b = await launch({ viewport: { width: 1280, height: 800 } });
  try {
    const { page } = b;
    await open(page);
    await newTwoPlayerGame(page);
    const boards = await playMoves(page, EIGHT);
    const all = EIGHT.join('');
    let s = await state(page);
    assert.equal(s.moves, all);
    assert.equal(s.viewing, null);
    assert.equal(s.shown, 'game');
    assert.equal(await controlRect(page, 'back-to-game'), null, 'no "back to the game" live');

    await openMoves(page);
    // The list has a control per move.
    for (let k = 1; k <= 8; ++k) assert.ok(await controlRect(page, `move-${k}`), `move-${k} drawn`);
    assert.equal(await controlRect(page, 'move-9'), null);
    const at = async (n, what) => {
      const t = await waitState(page, (x) => x.viewing === n, what, 5000);
      assert.equal(t.board, boards[n ?? 8], `${what}: the board after ${n ?? 8} moves`);
      assert.equal(t.moves, all, `${what}: the transcript stays whole`);
      assert.equal(t.localMoves, all);
      await settle(page);  // the controls of the new view are drawn
      if (n === null) {
        assert.equal(await controlRect(page, 'back-to-game'), null, `${what}: no back-to-game live`);
        assert.equal(await controlRect(page, 'viewing'), null, `${what}: no viewing line live`);
      } else {
        assert.ok(await controlRect(page, 'viewing'), `${what}: the viewing line`);
        assert.ok(await controlRect(page, 'back-to-game'), `${what}: back-to-game`);
      }
      return t;
    };
    await press(page, 'move-first');
    s = await at(0, 'move-first');
    assert.deepEqual(s.legal.sort(), ['c4', 'd3', 'e6', 'f5'], 'the legal moves of the start');
    await page.waitForTimeout(200);
    await screenshot(page, 'record-viewing-start');
    await press(page, 'move-forward');
    await at(1, 'move-forward');
    await press(page, 'move-forward');
    await at(2, 'move-forward twice');
    await press(page, 'move-back');
    await at(1, 'move-back');
    await press(page, 'move-last');
    await at(null, 'move-last: the live game');
    await press(page, 'move-3');
    await at(3, 'move-3');
    await page.waitForTimeout(200);
    await screenshot(page, 'record-viewing-3');

    // The keys, with the focus on the page (not on the board nor a radio group).
    await pressKey(page, 'Home');
    await at(0, 'Home');
    await pressKey(page, 'ArrowRight');
    await at(1, 'ArrowRight');
    await pressKey(page, 'ArrowRight');
    await at(2, 'ArrowRight twice');
    await pressKey(page, 'ArrowLeft');
    await at(1, 'ArrowLeft');
    await pressKey(page, 'End');
    await at(null, 'End: the live game');
    // Right after a click on a panel button, with the focus wherever that click left it.
    await press(page, 'move-5');
    await at(5, 'move-5');
    await page.keyboard.press('ArrowLeft');
    await at(4, 'ArrowLeft after a click on move-5');
    await page.keyboard.press('ArrowRight');
    await at(5, 'ArrowRight after a click on move-5');

    await press(page, 'back-to-game');
    await at(null, 'back-to-game');
    // The game goes on from where it was.
    await playMoves(page, [(await state(page)).legal[0]]);
    assert.deepEqual(b.errors, []);
  } finally {
    await b.close();
  }
});

test('against the CPU, the CPU waits while the player looks back', async () => {
  const b = await launch({ viewport: { width: 1280, height: 800 } });
  try {
    const { page } = b;
    await open(page);
    await page.evaluate(() => window.reversi.setSettings({ cpu_level: 1 }));
    await page.evaluate(() => window.reversi.newGame({ X: 'human', O: 'cpu' }));
    await playByMouse(page, 'f5');
    await waitState(page, (t) => t.moves.length === 4 && t.toMove === 'X', 'the CPU replies');
    await openMoves(page);
    // Black plays, and at once (the CPU answers after half a second at least) looks back. On a
    // machine so busy that the two clicks take longer than that, the CPU may answer first:
    // then the player goes back and tries again with the next move.
    let s, moves;
    for (let attempt = 1; ; ++attempt) {
      const first = (await showInPanel(page, ['move-first']))['move-first'];
      const before = (await state(page)).moves;
      await clickSquare(page, (await state(page)).legal[0]);
      await page.mouse.click(first.x + first.width / 2, first.y + first.height / 2);
      s = await waitState(page, (t) => t.viewing === 0, 'viewing the start', 5000);
      moves = s.moves;
      if (moves.length === before.length + 2) break;
      assert.ok(attempt < 4, `the CPU answered before the click on move-first ${attempt} times`);
      await press(page, 'back-to-game');
      await waitState(page, (t) => t.viewing === null && t.toMove === 'X' && !t.cpuThinking,
        'back to the game, the player to move', 10000);
    }
    const end = Date.now() + 2000;
    while (Date.now() < end) {
      s = await state(page);
      assert.equal(s.moves, moves, 'the CPU does not move while the player views an earlier point');
      assert.equal(s.localMoves, moves);
      assert.equal(s.viewing, 0);
      await page.waitForTimeout(200);
    }
    await press(page, 'back-to-game');
    s = await waitState(page, (t) => t.moves.length === moves.length + 2,
      'the CPU moves after going back', 10000);
    assert.equal(s.viewing, null);
    assert.equal(s.moves.slice(0, moves.length), moves);
    assert.deepEqual(b.errors, []);
  } finally {
    await b.close();
  }
});

test('play from here: a move while viewing move 4 of 8 replaces the rest', async () => {
  const b = await launch();
  try {
    const { page } = b;
    await open(page);
    await newTwoPlayerGame(page);
    const boards = await playMoves(page, EIGHT);
    await openMoves(page);
    await press(page, 'move-4');
    let s = await waitState(page, (t) => t.viewing === 4, 'viewing move 4', 5000);
    assert.equal(s.board, boards[4]);
    assert.deepEqual([...s.legal].sort(), legalOf(boards[4], 'X').sort(),
      'the legal moves of the point viewed');
    const move = s.legal.find((m) => m !== EIGHT[4]);
    await clickSquare(page, move);
    s = await waitState(page, (t) => t.moves === EIGHT.slice(0, 4).join('') + move,
      `the game played on with ${move} from move 4`, 5000);
    assert.equal(s.viewing, null);
    assert.equal(s.localMoves, s.moves);
    assert.equal(s.board, replay(s.moves).board);
    assert.equal(s.toMove, 'O');
    assert.deepEqual(b.errors, []);
  } finally {
    await b.close();
  }
});

test('undo and redo: the buttons, Ctrl+Z, Ctrl+Y, Ctrl+Shift+Z', async () => {
  const b = await launch();
  try {
    const { page } = b;
    await open(page);
    await newTwoPlayerGame(page);
    const four = EIGHT.slice(0, 4);
    await playMoves(page, four);
    let s = await state(page);
    assert.equal(s.canRedo, false);
    const expect = async (n, canRedo, what) => {
      const t = await waitState(page, (x) => x.moves === four.slice(0, n).join(''), what, 5000);
      assert.equal(t.canRedo, canRedo, `${what}: canRedo`);
      assert.equal(t.board, replay(t.moves).board, `${what}: the board`);
      return t;
    };
    await press(page, 'undo');
    await expect(3, true, 'undo button');
    await press(page, 'undo');
    await expect(2, true, 'undo button twice');
    await press(page, 'redo');
    await expect(3, true, 'redo button');
    await press(page, 'redo');
    await expect(4, false, 'redo button twice');
    await pressKey(page, 'Control+z');
    await expect(3, true, 'Ctrl+Z');
    await pressKey(page, 'Control+y');
    await expect(4, false, 'Ctrl+Y');
    await pressKey(page, 'Control+z');
    await expect(3, true, 'Ctrl+Z again');
    await pressKey(page, 'Control+Shift+z');
    await expect(4, false, 'Ctrl+Shift+Z');
    await pressKey(page, 'Control+z');
    await pressKey(page, 'Control+z');
    await expect(2, true, 'Ctrl+Z twice');
    // A new move drops what redo would have done.
    s = await state(page);
    const other = s.legal.find((m) => m !== four[2]);
    s = await playByMouse(page, other);
    assert.equal(s.moves, four.slice(0, 2).join('') + other);
    assert.equal(s.canRedo, false, 'nothing to redo after a new move');
    await press(page, 'redo');
    await page.waitForTimeout(300);
    assert.equal((await state(page)).moves, s.moves, 'redo does nothing');
    assert.deepEqual(b.errors, []);
  } finally {
    await b.close();
  }
});

test('the opening\'s name: the Tiger by clicks, and its mirror image d3c5f6f5e6', async () => {
  const b = await launch({ viewport: { width: 1280, height: 800 } });
  try {
    const { page } = b;
    await open(page);
    await newTwoPlayerGame(page);
    let s = await state(page);
    assert.equal(s.opening, null, 'no name before the first move');
    await playMoves(page, ['f5', 'd6']);
    assert.equal((await state(page)).opening, openingOf('f5d6'));
    await playMoves(page, ['c3', 'd3', 'c4']);
    s = await state(page);
    assert.equal(s.opening, 'Tiger');
    await openMoves(page);
    assert.ok(await controlRect(page, 'opening'), 'the opening line in the Moves section');
    await page.waitForTimeout(200);
    await screenshot(page, 'record-opening');

    const r = await loadTranscript(page, TIGER_MIRRORED);
    assert.deepEqual(r, { ok: true, error: null });
    s = await state(page);
    assert.equal(s.shown, 'paste');
    assert.equal(s.moves, TIGER_MIRRORED);
    assert.equal(s.viewing, 5, 'at its last move');
    assert.equal(s.board, replay(TIGER_MIRRORED).board);
    assert.equal(s.opening, 'Tiger', 'a game that starts with d3 is named as its f5 image');
    assert.equal(s.localMoves, TIGER, 'the local game is kept');
    assert.deepEqual(b.errors, []);
  } finally {
    await b.close();
  }
});

test('a link: opened in a fresh browser, played on; a local game is never overwritten', async () => {
  let b = await launch({ viewport: { width: 1100, height: 720 } });
  try {
    const { page } = b;
    await open(page, `${BASE_URL}#moves=f5d6c3d3c4f4&at=3`, { welcome: true });
    let s = await state(page);
    assert.equal(s.welcome, false, 'no welcome card for a link');
    assert.equal(s.shown, 'link');
    assert.equal(s.viewing, 3);
    assert.equal(s.moves, 'f5d6c3d3c4f4');
    assert.equal(s.board, replay('f5d6c3').board);
    assert.equal(s.opening, openingOf('f5d6c3d3c4f4'));
    for (const name of ['play-on-two', 'play-on-cpu', 'back-to-my-game']) {
      assert.ok(await controlRect(page, name), `${name} drawn`);
    }
    await page.waitForTimeout(200);
    await screenshot(page, 'record-link');
    await press(page, 'play-on-two');
    s = await waitState(page, (t) => t.shown === 'game', 'the link\'s game played on', 5000);
    assert.equal(s.moves, 'f5d6c3');
    assert.equal(s.localMoves, 'f5d6c3');
    assert.equal(s.viewing, null);
    assert.deepEqual(s.seats, { X: 'human', O: 'human' });
    assert.equal(s.toMove, 'O');
    await playMoves(page, ['d3']);
    assert.deepEqual(b.errors, []);
  } finally {
    await b.close();
  }

  b = await launch({ viewport: { width: 1100, height: 720 } });
  try {
    const { page } = b;
    await open(page);
    await page.evaluate(() => window.reversi.setSettings({ cpu_level: 1 }));
    await newTwoPlayerGame(page);
    await playMoves(page, ['e6', 'f4']);
    await openLink(page, `${BASE_URL}#moves=${TIGER_MIRRORED}`);
    let s = await state(page);
    assert.equal(s.shown, 'link');
    assert.equal(s.moves, TIGER_MIRRORED);
    assert.equal(s.viewing, 5, 'at its end');
    assert.equal(s.opening, 'Tiger');
    assert.equal(s.localMoves, 'e6f4', 'the local game is kept');
    await press(page, 'back-to-my-game');
    s = await waitState(page, (t) => t.shown === 'game', 'back to my game', 5000);
    assert.equal(s.moves, 'e6f4');
    assert.equal(s.viewing, null);
    assert.equal(s.board, replay('e6f4').board);

    // Played on from the link: the game in progress is kept aside, and comes back.
    await openLink(page, `${BASE_URL}#moves=${TIGER_MIRRORED}`);
    await press(page, 'play-on-two');
    s = await waitState(page, (t) => t.shown === 'game', 'the link played on', 5000);
    assert.equal(s.moves, TIGER_MIRRORED);
    assert.equal(s.localMoves, TIGER_MIRRORED);
    assert.equal(s.hasPrevious, true);
    await openMoves(page);
    await page.waitForTimeout(200);
    await screenshot(page, 'record-previous-game');
    await press(page, 'previous-game');
    s = await waitState(page, (t) => t.moves === 'e6f4', 'the previous game back', 5000);
    assert.equal(s.localMoves, 'e6f4');
    assert.equal(s.shown, 'game');
    assert.equal(s.board, replay('e6f4').board);

    // "Play the CPU from here": the player takes the side to move (White after 3 moves).
    await openLink(page, `${BASE_URL}#moves=f5d6c3d3c4f4&at=3`);
    await press(page, 'play-on-cpu');
    s = await waitState(page, (t) => t.shown === 'game', 'played on against the CPU', 5000);
    assert.equal(s.moves, 'f5d6c3');
    assert.deepEqual(s.seats, { X: 'cpu', O: 'human' });
    assert.equal(s.toMove, 'O');
    assert.equal(s.hasPrevious, true);
    assert.deepEqual(b.errors, []);
  } finally {
    await b.close();
  }
});

test('pasted records: a bad one changes nothing, Ctrl+V, the paste box, Portuguese', async () => {
  const b = await launch({ viewport: { width: 1100, height: 720 } });
  try {
    const { page, context } = b;
    await context.grantPermissions(['clipboard-read', 'clipboard-write'],
      { origin: new URL(BASE_URL).origin });
    await open(page);
    await newTwoPlayerGame(page);
    await playMoves(page, ['f5', 'd6']);
    const before = await state(page);
    let r = await loadTranscript(page, 'f5 d6 c3 a1');
    assert.equal(r.ok, false);
    assert.match(r.error, /move 4/i);
    assert.match(r.error, /a1/);
    assert.match(r.error, /no disc would be flipped/);
    let s = await state(page);
    for (const k of ['shown', 'moves', 'localMoves', 'board', 'viewing', 'toMove']) {
      assert.deepEqual(s[k], before[k], `${k} unchanged by a bad record`);
    }

    // Ctrl+V with a record in the clipboard, the focus on the page.
    await page.evaluate((t) => navigator.clipboard.writeText(t), '1. f5 d6 2. c3 d3 3. c4');
    await pressKey(page, 'Control+v');
    s = await waitState(page, (t) => t.shown === 'paste', 'the clipboard\'s record opened', 5000);
    assert.equal(s.moves, TIGER);
    assert.equal(s.viewing, 5);
    assert.equal(s.opening, 'Tiger');
    assert.equal(s.localMoves, 'f5d6');
    await press(page, 'back-to-my-game');
    s = await waitState(page, (t) => t.shown === 'game', 'back to my game', 5000);
    assert.equal(s.moves, 'f5d6');

    // The paste box: a bad record keeps it open with the reason; a good one opens.
    await openMoves(page);
    await press(page, 'paste-game');
    await waitState(page, (t) => t.pasteOpen, 'the paste box open', 5000);
    await page.fill('#paste-box', 'f5 d6 c3 h8');
    await clickControl(page, 'paste-open');
    await page.waitForTimeout(400);
    s = await state(page);
    assert.equal(s.pasteOpen, true, 'a bad record keeps the box open');
    await screenshot(page, 'record-paste-bad');
    assert.match(s.notice, /move 4/i, `the reason is the notice (pasteError: ${s.pasteError})`);
    assert.match(s.notice, /h8/);
    assert.equal(s.moves, 'f5d6');
    assert.equal(s.shown, 'game');
    await page.fill('#paste-box', 'F5 D6 C3');
    await clickControl(page, 'paste-open');
    s = await waitState(page, (t) => !t.pasteOpen, 'the paste box closed by a good record', 5000);
    assert.equal(s.shown, 'paste');
    assert.equal(s.moves, 'f5d6c3');
    assert.equal(s.viewing, 3);
    assert.equal(s.localMoves, 'f5d6');
    // Cancel closes the box and changes nothing.
    await openMoves(page);
    await press(page, 'paste-game');
    await waitState(page, (t) => t.pasteOpen, 'the paste box open again', 5000);
    await clickControl(page, 'paste-cancel');
    s = await waitState(page, (t) => !t.pasteOpen, 'the paste box cancelled', 5000);
    assert.equal(s.moves, 'f5d6c3');

    // In Portuguese.
    await page.evaluate(() => window.reversi.setSettings({ language: 'pt' }));
    r = await loadTranscript(page, 'f5 d6 c3 a1');
    assert.equal(r.ok, false);
    assert.match(r.error, /jogada 4/i);
    assert.match(r.error, /a1/);
    await openMoves(page);
    await press(page, 'paste-game');
    await waitState(page, (t) => t.pasteOpen, 'the paste box open, in Portuguese', 5000);
    await page.fill('#paste-box', 'f5 d6 c3 h1');
    await clickControl(page, 'paste-open');
    await page.waitForTimeout(400);
    s = await state(page);
    assert.equal(s.pasteOpen, true);
    await screenshot(page, 'record-paste-bad-pt');
    assert.match(s.notice, /jogada 4/i, `the reason is the notice (pasteError: ${s.pasteError})`);
    assert.match(s.notice, /h1/);
    assert.deepEqual(b.errors, []);
  } finally {
    await b.close();
  }
});

test('a correspondence game between two browsers', async () => {
  const a = await launch({ viewport: { width: 1100, height: 720 } });
  const b = await launch({ viewport: { width: 1100, height: 720 } });
  try {
    for (const x of [a, b]) {
      await x.context.grantPermissions(['clipboard-read', 'clipboard-write'],
        { origin: new URL(BASE_URL).origin });
    }
    // A: a two-player game, Black plays f5 and sends it.
    await open(a.page);
    await newTwoPlayerGame(a.page);
    await playMoves(a.page, ['f5']);
    await openMoves(a.page);
    // What does not hold is gathered, so that the exchange goes on to its end.
    const problems = [];
    const check = (ok, what) => { if (!ok) problems.push(what); };
    const noShare = await a.page.evaluate(() => !('share' in navigator));
    await a.page.evaluate(() => navigator.clipboard.writeText(''));
    await press(a.page, 'send-move');
    await a.page.waitForTimeout(300);
    let s = await state(a.page);
    let linkA = s.sendLink;
    if (noShare) {
      // No Web Share here: the link goes to the clipboard.
      const copied = await a.page.evaluate(() => navigator.clipboard.readText());
      assert.match(copied, /#moves=f5&play=1$/, 'send-move copied the correspondence link');
      check(linkA === copied, `A's state().sendLink is the link send-move sent: ` +
        `${JSON.stringify(linkA)}, sent ${JSON.stringify(copied)}`);
      linkA = copied;
    }
    assert.ok(linkA.startsWith(BASE_URL), `A's link on this site: ${linkA}`);
    assert.match(linkA, /#moves=f5&play=1$/);

    // B, a fresh browser, opens it: its turn, White.
    await open(b.page, linkA, { welcome: true });
    s = await state(b.page);
    assert.equal(s.welcome, false);
    assert.equal(s.shown, 'correspondence');
    assert.equal(s.moves, 'f5');
    assert.deepEqual(s.correspondence, { moves: 'f5', myColor: 'O', canMove: true });
    const localB = s.localMoves;
    await settledScreenshot(b.page, 'record-correspondence-b');
    await playByMouse(b.page, 'd6');
    s = await state(b.page);
    assert.equal(s.shown, 'correspondence');
    assert.equal(s.moves, 'f5d6');
    assert.equal(s.correspondence.canMove, false, 'one move, then it is the other\'s turn');
    await openMoves(b.page);
    await b.page.evaluate(() => navigator.clipboard.writeText(''));
    await press(b.page, 'send-move');
    await b.page.waitForTimeout(300);
    s = await state(b.page);
    let linkB = s.sendLink;
    if (noShare) {
      const copied = await b.page.evaluate(() => navigator.clipboard.readText());
      assert.match(copied, /#moves=f5d6&play=1$/, 'B\'s send-move copied the reply\'s link');
      check(linkB === copied, `B's state().sendLink is the link send-move sent: ` +
        `${JSON.stringify(linkB)}, sent ${JSON.stringify(copied)}`);
      linkB = copied;
    }
    assert.match(linkB, /#moves=f5d6&play=1$/);
    assert.equal(s.localMoves, localB, 'B\'s local game untouched');

    // A opens B's reply.
    await openLink(a.page, linkB);
    s = await state(a.page);
    assert.equal(s.shown, 'correspondence');
    assert.equal(s.moves, 'f5d6');
    assert.equal(s.localMoves, 'f5', 'A\'s local game unchanged');
    assert.deepEqual(s.correspondence, { moves: 'f5d6', myColor: 'X', canMove: true });
    await playByMouse(a.page, 'c3');
    s = await state(a.page);
    assert.equal(s.moves, 'f5d6c3');
    assert.equal(s.localMoves, 'f5');
    await screenshot(a.page, 'record-correspondence-a');
    assert.deepEqual(a.errors, []);
    assert.deepEqual(b.errors, []);
    assert.deepEqual(problems, []);
  } finally {
    await a.close();
    await b.close();
  }
});

// Loads GAME without its last move, plays on with two players and plays that move by a click:
// a finished game, which goes to the archive. Returns the state then.
async function finishGame(page, touch = false) {
  const r = await loadTranscript(page, GAME.slice(0, -2));
  assert.deepEqual(r, { ok: true, error: null });
  await press(page, 'play-on-two', touch);
  await waitState(page, (t) => t.shown === 'game' && t.moves === GAME.slice(0, -2),
    'the game played on', 5000);
  const last = GAME.slice(-2);
  const { x, y } = await page.evaluate((n) => {
    const q = window.reversi.squareRect(n);
    return { x: q.x + q.width / 2, y: q.y + q.height / 2 };
  }, last);
  if (touch) await page.touchscreen.tap(x, y);
  else await page.mouse.click(x, y);
  return waitState(page, (t) => t.result !== null && t.archive.length > 0, 'the game over', 10000);
}

test('the archive: kept across a reload, opened, exported and imported as GGF', async () => {
  const end = replay(GAME);
  const result = discs(end.board, 'X') > discs(end.board, 'O') ? 'X'
    : discs(end.board, 'X') < discs(end.board, 'O') ? 'O' : 'draw';
  let file;
  // What does not hold is gathered, so that the export and the import are tried all the same.
  const problems = [];
  let b = await launch({ viewport: { width: 1100, height: 720 } });
  try {
    const { page } = b;
    await open(page);
    await newTwoPlayerGame(page);
    let s = await state(page);
    assert.deepEqual(s.archive, []);
    s = await finishGame(page);
    assert.equal(s.moves, GAME);
    assert.equal(s.result, result);
    assert.equal(s.archive.length, 1);
    const g = s.archive[0];
    assert.equal(g.moves, GAME);
    assert.equal(g.result, result);
    assert.deepEqual([g.black, g.white], [discs(end.board, 'X'), discs(end.board, 'O')]);
    assert.equal(g.opening, openingOf(GAME));
    assert.deepEqual(g.players, { X: 'You', O: 'Player 2' });
    assert.equal(g.ranked, false);
    assert.ok(Math.abs(g.date - Date.now()) < 120000, `dated now: ${g.date}`);
    await waitState(page, (t) => t.bannerOpen, 'the result banner', 5000);
    await clickControl(page, 'banner-close');
    await waitState(page, (t) => !t.bannerOpen, 'the banner closed', 5000);

    await reload(page);
    s = await state(page);
    assert.deepEqual(s.archive, [g], 'the archive after a reload');
    // The finished local game itself comes back too.
    if (s.moves !== GAME || s.result !== result || s.notice !== '') {
      problems.push(`the finished game after a reload: moves ${JSON.stringify(s.moves)}, ` +
        `result ${s.result}, notice ${JSON.stringify(s.notice)}`);
    }

    await openSection(page, 'games', 'game-0');
    assert.equal(await controlRect(page, 'game-1'), null, 'one game listed');
    await page.waitForTimeout(200);
    await screenshot(page, 'record-games');
    await press(page, 'game-0');
    s = await waitState(page, (t) => t.shown === 'archive', 'the archived game opened', 5000);
    assert.equal(s.moves, GAME);
    assert.equal(typeof s.viewing, 'number');
    assert.equal(s.board, replay(GAME.slice(0, 2 * s.viewing)).board);
    await press(page, 'back-to-my-game');
    await waitState(page, (t) => t.shown === 'game', 'back to my game', 5000);

    await openSection(page, 'games', 'game-0');
    const [download] = await Promise.all([page.waitForEvent('download', { timeout: 10000 }),
      press(page, 'export-games')]);
    assert.equal(download.suggestedFilename(), 'reversi-games.ggf');
    file = join(ARTIFACTS, 'record-games.ggf');
    await download.saveAs(file);
    const lines = readFileSync(file, 'utf8').split('\n').filter((l) => l.trim());
    assert.equal(lines.length, 1, `one record a line: ${lines}`);
    assert.ok(lines[0].startsWith('(;GM[Othello]'), lines[0]);
    if (b.errors.length) problems.push(`page errors: ${JSON.stringify(b.errors)}`);
  } finally {
    await b.close();
  }

  b = await launch({ viewport: { width: 1100, height: 720 } });
  try {
    const { page } = b;
    await open(page);
    assert.deepEqual((await state(page)).archive, []);
    const importFile = async () => {
      await openSection(page, 'games', 'import-games');
      const [chooser] = await Promise.all([page.waitForEvent('filechooser', { timeout: 10000 }),
        press(page, 'import-games')]);
      await chooser.setFiles(file);
    };
    await importFile();
    let s = await waitState(page, (t) => t.archive.length === 1, 'the game imported', 10000);
    assert.equal(s.archive[0].moves, GAME);
    assert.equal(s.archive[0].result, result);
    assert.equal(s.archive[0].opening, openingOf(GAME));
    const notice = s.notice;
    assert.ok(notice, 'the import reports');
    await importFile();
    s = await waitState(page, (t) => t.notice !== notice || /already/.test(t.notice),
      'the second import\'s report', 10000);
    await page.waitForTimeout(300);
    s = await state(page);
    assert.equal(s.archive.length, 1, 'a game already there is not added again');
    assert.match(s.notice, /already/);
    assert.deepEqual(b.errors, []);
    assert.deepEqual(problems, []);
  } finally {
    await b.close();
  }
});

// --- Screenshots at phone and desktop sizes, in both languages -----------------------------

const SIZES = [
  { width: 360, height: 640, touch: true, dpr: 2 },
  { width: 390, height: 844, touch: true, dpr: 2 },
  { width: 844, height: 390, touch: true, dpr: 2 },
  { width: 1280, height: 800, touch: false, dpr: 1 },
];
const MIN_TOUCH = 44;
const TEXT = new Set(['viewing', 'opening']);  // lines of text, not touch targets

// Every rect of `found` (controls, and DOM elements by selector) lies inside the viewport, none
// overlaps another, each clickable one is at least 44x44 on a touch screen; what does not hold
// goes into `problems`.
function checkShown(found, size, what, problems) {
  const vp = { x: 0, y: 0, width: size.width, height: size.height };
  const names = Object.keys(found);
  for (const name of names) {
    const r = found[name];
    if (!inside(r, vp)) problems.push(`${what}: ${name} outside the viewport: ${JSON.stringify(r)}`);
    if (size.touch && !TEXT.has(name) && !name.startsWith('#') &&
        (r.width < MIN_TOUCH - EPS || r.height < MIN_TOUCH - EPS)) {
      problems.push(`${what}: ${name} smaller than a touch target: ${r.width}x${r.height}`);
    }
  }
  problems.push(...overlapping(found, what));
}

// The pairs of rects of `found` (by name) that overlap, one sentence each.
function overlapping(found, what) {
  const names = Object.keys(found);
  const out = [];
  for (let i = 0; i < names.length; ++i) {
    for (let j = i + 1; j < names.length; ++j) {
      if (overlap(found[names[i]], found[names[j]])) {
        out.push(`${what}: ${names[i]} and ${names[j]} overlap: ` +
          `${JSON.stringify(found[names[i]])} ${JSON.stringify(found[names[j]])}`);
      }
    }
  }
  return out;
}

for (const size of SIZES) {
  const tag = `${size.width}x${size.height}`;
  test(`record views at ${tag}${size.touch ? ' (touch)' : ''}, in English and Portuguese`, async () => {
    const b = await launch({ viewport: { width: size.width, height: size.height },
      deviceScaleFactor: size.dpr, isMobile: size.touch, hasTouch: size.touch });
    // Layout problems are gathered, so that every view is shown and checked; the test fails at
    // its end if there is any.
    const problems = [];
    try {
      const { page } = b;
      const touch = size.touch;
      const language = (l) => page.evaluate((x) => window.reversi.setSettings({ language: x }), l);
      // `names` scrolled into the panel together (a problem if they cannot be), their rects
      // (and those of the DOM elements `dom`) checked; null when some are not drawn.
      const inView = async (names, what, dom = []) => {
        let found;
        try {
          found = await showInPanel(page, names, touch);
        } catch (e) {
          problems.push(`${what}: ${e.message}`);
          return null;
        }
        for (const sel of dom) {
          found[sel] = await page.evaluate((q) => {
            const r = document.querySelector(q).getBoundingClientRect();
            return { x: r.x, y: r.y, width: r.width, height: r.height };
          }, sel);
        }
        checkShown(found, size, what, problems);
        return found;
      };
      // For each language: `prepare`, the controls in view and checked, a screenshot.
      const shoot = async (view, names, { dom = [], prepare = null } = {}) => {
        for (const lang of ['en', 'pt']) {
          await language(lang);
          await page.waitForTimeout(250);
          if (prepare) await prepare(lang);
          await inView(names, `${view} ${tag} ${lang}`, dom);
          await page.waitForTimeout(250);
          await screenshot(page, `record-${view}-${tag}-${lang}`);
        }
        await language('en');
      };

      await open(page, BASE_URL, { welcome: true });
      assert.equal((await state(page)).welcome, true);
      await waitControl(page, 'welcome-two');
      await shoot('welcome', ['welcome-cpu', 'welcome-two']);
      await press(page, 'welcome-two', touch);
      await waitState(page, (t) => !t.welcome, 'the welcome card closed', 5000);

      // A finished game for the archive (its banner closed), then a game viewed at move 3.
      await finishGame(page, touch);
      await waitState(page, (t) => t.bannerOpen, 'the result banner', 5000);
      await press(page, 'banner-close', touch);
      await waitState(page, (t) => !t.bannerOpen, 'the banner closed', 5000);
      assert.deepEqual(await loadTranscript(page, 'f5d6c3d3c4f4c5b4'), { ok: true, error: null });
      await press(page, 'play-on-two', touch);
      await waitState(page, (t) => t.shown === 'game' && t.moves.length === 16, 'played on', 5000);
      await page.evaluate(() => window.reversi.view(3));
      await waitState(page, (t) => t.viewing === 3, 'viewing move 3', 5000);
      await openMoves(page, touch);
      // The viewing line and its way back, then the section: its header, the opening, the step
      // buttons and the first rows of the list, in view together for the screenshot.
      await inView(['viewing', 'back-to-game'], `viewing ${tag}`);
      await shoot('moves', ['move-first', 'move-back', 'move-forward', 'move-last']);
      await shoot('moves-list', ['moves', 'move-1', 'move-2']);
      // The section's buttons below the list, in view together.
      await inView(['copy-moves', 'share-link', 'send-move', 'paste-game'], `moves ${tag}`);
      if (touch) {
        // A finger's drag from a move of the list scrolls the list or the panel (as a drag
        // from anywhere else in the panel does), and chooses no move.
        const row = (await showInPanel(page, ['move-3', 'move-4'], touch))['move-3'];
        const from = { x: row.x + row.width / 2, y: row.y + row.height / 2 };
        await touchDrag(page, from, { x: from.x, y: from.y - 60 });
        const moved = await controlRect(page, 'move-3');
        if (!moved || Math.abs(moved.y - row.y) < 10) {
          problems.push(`moves ${tag}: a finger's drag from move-3 scrolled neither the list ` +
            `nor the panel (move-3 at y ${row.y} -> ${moved && moved.y})`);
        }
        if ((await state(page)).viewing !== 3) problems.push(`moves ${tag}: a drag chose a move`);
      }

      // A link's game.
      await openLink(page, `${BASE_URL}#moves=f5d6c3d3c4f4&at=3`);
      await waitState(page, (t) => t.shown === 'link', 'the link shown', 5000);
      await shoot('link', ['play-on-two', 'play-on-cpu', 'back-to-my-game']);

      // The paste box with a bad record, its sentence in each language.
      await openMoves(page, touch);
      await press(page, 'paste-game', touch);
      await waitState(page, (t) => t.pasteOpen, 'the paste box', 5000);
      await page.fill('#paste-box', 'f5 d6 c3 a1');
      await shoot('paste', ['paste-open', 'paste-cancel'], {
        dom: ['#paste-box'],
        prepare: async (lang) => {
          await page.fill('#paste-box', 'f5 d6 c3 a1');
          await press(page, 'paste-open', touch);
          const want = lang === 'pt' ? /jogada 4/i : /move 4/i;
          const end = Date.now() + 2000;
          let t = await state(page);
          while (!want.test(t.notice) && Date.now() < end) {
            await page.waitForTimeout(100);
            t = await state(page);
          }
          if (!want.test(t.notice)) {
            problems.push(`paste ${tag} ${lang}: the bad record's sentence is not the notice: ` +
              `${JSON.stringify(t.notice)} (pasteError ${JSON.stringify(t.pasteError)})`);
          }
          assert.equal(t.pasteOpen, true, 'a bad record keeps the box open');
        },
      });
      await press(page, 'paste-cancel', touch);
      await waitState(page, (t) => !t.pasteOpen, 'the paste box closed', 5000);

      // The games list.
      await press(page, 'back-to-my-game', touch);
      await waitState(page, (t) => t.shown === 'game', 'back to my game', 5000);
      await openSection(page, 'games', 'game-0', touch);
      await shoot('games', ['games', 'game-0', 'export-games', 'import-games']);
      assert.deepEqual(b.errors.filter((e) => !/^Ignored attempt to cancel a touch/.test(e)), []);
      assert.deepEqual(problems, []);
    } finally {
      await b.close();
    }
  });
}
