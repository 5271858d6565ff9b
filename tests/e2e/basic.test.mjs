// First render, a human move by mouse, the legal-move dots on and off, no foreign requests.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { launch, open, state, rect, clickSquare, playByMouse, waitState, screenshot, center,
  colorAt, clickControl, decodePng } from './helpers.mjs';

const START = '---------------------------OX------XO---------------------------';

test('first render, a move by mouse, dots on and off', async () => {
  const b = await launch({ viewport: { width: 1100, height: 720 } });
  try {
    const { page } = b;
    await open(page);
    await page.evaluate(() => window.reversi.newGame({ X: 'human', O: 'human' }));
    let s = await state(page);
    assert.equal(s.board, START);
    assert.equal(s.toMove, 'X');
    assert.equal(s.moves, '');
    assert.deepEqual([s.black, s.white, s.result], [2, 2, null]);
    assert.deepEqual(s.seats, { X: 'human', O: 'human' });
    assert.deepEqual(s.legal, ['d3', 'c4', 'f5', 'e6']);
    await screenshot(page, 'first-render');

    // A click on an illegal square and on an occupied one changes nothing.
    await clickSquare(page, 'a1');
    await clickSquare(page, 'd4');
    await page.waitForTimeout(200);
    assert.equal((await state(page)).moves, '');

    // Dots on: a legal square differs from an empty illegal one; off: they look alike.
    await page.evaluate(() => window.reversi.setSettings({ show_legal_moves: true }));
    await page.waitForTimeout(150);
    const dot = await center(page, 'd3');
    const plain = await center(page, 'b2');
    const withDot = await colorAt(page, dot.x, dot.y);
    const empty = await colorAt(page, plain.x, plain.y);
    assert.ok(Math.abs(withDot[1] - empty[1]) > 25, `dot visible: ${withDot} vs ${empty}`);
    await page.evaluate(() => window.reversi.setSettings({ show_legal_moves: false }));
    await page.waitForTimeout(150);
    const noDot = await colorAt(page, dot.x, dot.y);
    assert.ok(Math.abs(noDot[1] - empty[1]) < 12, `dot hidden: ${noDot} vs ${empty}`);
    await page.evaluate(() => window.reversi.setSettings({ show_legal_moves: true }));

    // A real mouse click on d3 plays it; a double click never plays twice.
    const { x, y } = await center(page, 'd3');
    await page.mouse.dblclick(x, y);
    s = await waitState(page, (t) => t.moves === 'd3', 'd3 played');
    await page.waitForTimeout(200);
    s = await state(page);
    assert.equal(s.moves, 'd3');
    assert.equal(s.toMove, 'O');
    assert.equal(s.board.slice(19, 20), 'X');
    assert.deepEqual([s.black, s.white], [4, 1]);
    assert.equal(s.animating, false, 'no flip animation with prefers-reduced-motion');
    // Hit testing is exact: a click 1.5 px inside the lower right corner of c3 plays c3.
    const c3 = await page.evaluate(() => window.reversi.squareRect('c3'));
    await page.mouse.click(c3.x + c3.width - 1.5, c3.y + c3.height - 1.5);
    s = await waitState(page, (t) => t.moves === 'd3c3', 'c3 by its corner');
    // Undo by a real click takes back the last move.
    await clickControl(page, 'undo');
    s = await waitState(page, (t) => t.moves === 'd3', 'undo');
    s = await playByMouse(page, 'c3');
    await page.waitForTimeout(400);
    await screenshot(page, 'after-two-moves');
    // The window changes shape: the layout follows and clicks still hit their squares.
    await page.setViewportSize({ width: 700, height: 900 });
    s = await waitState(page, (t) => t.layout === 'portrait', 'portrait layout after a resize');
    s = await playByMouse(page, s.legal[0]);
    assert.equal(s.moves.length, 6);
    await page.waitForTimeout(300);
    await screenshot(page, 'after-resize');
    assert.match(await page.evaluate(() => document.getElementById('status').textContent),
      /to move/, 'the status line is mirrored for screen readers');
    assert.deepEqual(b.foreign, [], 'no request leaves the origin');
    const csp = await page.evaluate(() =>
      document.querySelector('meta[http-equiv="Content-Security-Policy"]').content);
    assert.match(csp, /script-src 'self' 'wasm-unsafe-eval';/);
    assert.match(csp, /default-src 'self'/);
    assert.doesNotMatch(csp, /'unsafe-inline'|'unsafe-eval'|https?:|data:|blob:|\*/);
    assert.deepEqual(b.errors, [], 'no page errors');
  } finally {
    await b.close();
  }
});

test('discs flip in an animation; square-by-square redraws match the whole board', async () => {
  const b = await launch({ reducedMotion: 'no-preference' });
  try {
    const { page } = b;
    await open(page);
    await page.evaluate(() => window.reversi.newGame({ X: 'human', O: 'human' }));
    await page.waitForTimeout(300);
    const { x, y } = await center(page, 'd3');
    await page.mouse.click(x, y);
    const s = await page.evaluate(() => window.reversi.state());
    assert.equal(s.moves, 'd3', 'state() has the move at once, before the animation ends');
    assert.equal(s.animating, true);
    await waitState(page, (t) => !t.animating, 'animation over', 5000);

    // The renderer keeps the board in a texture and redraws only the squares that change
    // (flips, dots, the hover ghost, the last-move mark): after animated moves and a pointer
    // sweeping over the squares, the board must look exactly as when it is drawn whole, which
    // a change of size forces.
    for (const move of ['c5', 'e6', 'f5']) {
      await playByMouse(page, move);
      await waitState(page, (t) => !t.animating, 'animation over', 5000);
    }
    for (const name of ['d6', 'c4', 'f4', 'b2', 'e3']) {
      const c = await center(page, name);
      await page.mouse.move(c.x, c.y, { steps: 3 });
      await page.waitForTimeout(50);
    }
    const boardPixels = async () => {
      await page.mouse.move(2, 2);
      await page.waitForTimeout(400);
      const a1 = await rect(page, 'a1');
      const h8 = await rect(page, 'h8');
      return decodePng(await page.screenshot({ clip: { x: a1.x, y: a1.y,
        width: h8.x + h8.width - a1.x, height: h8.y + h8.height - a1.y } }));
    };
    const squareBySquare = await boardPixels();
    await page.setViewportSize({ width: 900, height: 600 });
    await page.waitForTimeout(300);
    await page.setViewportSize({ width: 1100, height: 720 });
    await page.waitForTimeout(300);
    const whole = await boardPixels();
    assert.equal(squareBySquare.width, whole.width);
    let differ = 0;
    for (let i = 0; i < whole.data.length; ++i) {
      if (Math.abs(whole.data[i] - squareBySquare.data[i]) > 2) ++differ;
    }
    assert.equal(differ, 0, `${differ} colour values differ from the board drawn whole`);
    assert.deepEqual(b.errors, []);
  } finally {
    await b.close();
  }
});
