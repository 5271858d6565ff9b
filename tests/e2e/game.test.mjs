// A full game against the CPU to its result, colours alternating after it, a pass, and the
// CPU ignoring clicks made while it thinks.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { launch, open, state, clickSquare, playByMouse, playOut, waitState, screenshot,
  clickControl, BASE_URL } from './helpers.mjs';

test('full game against the CPU, then colours alternate', async () => {
  const b = await launch();
  try {
    const { page } = b;
    await open(page);
    await page.evaluate(() => window.reversi.setSettings({ alternate_colors: true }));
    await page.evaluate(() => window.reversi.newGame({ X: 'human', O: 'cpu' }));
    await playByMouse(page, 'd3');
    // The CPU replies, not at once; clicks while it thinks change nothing.
    let s = await state(page);
    assert.equal(s.toMove, 'O');
    assert.equal(s.cpuThinking, true);
    await clickSquare(page, 'c3');
    await clickSquare(page, 'e3');
    s = await waitState(page, (t) => t.moves.length === 4, 'CPU reply');
    assert.equal(s.toMove, 'X');
    s = await playOut(page);
    assert.ok(['X', 'O', 'draw'].includes(s.result));
    assert.equal(s.toMove, null);
    assert.equal(s.black + s.white <= 64, true);
    // Against the CPU the result is said from the player's side.
    const margin = Math.abs(s.black - s.white);
    const expected = s.result === 'draw' ? /^Draw/
      : s.result === 'X' ? new RegExp(`^You won by ${margin} discs?$`)
        : new RegExp(`^Level 3 won by ${margin} discs?$`);
    assert.match(s.status, expected);
    await page.waitForTimeout(500);
    await screenshot(page, 'game-over');
    // The new-game button swaps the colours: the CPU now has Black and opens.
    await clickControl(page, 'banner-new-game');
    s = await waitState(page, (t) => t.result === null && t.seats.X === 'cpu', 'new game');
    assert.deepEqual(s.seats, { X: 'cpu', O: 'human' });
    assert.equal(s.series.a + s.series.b + s.series.draws, 1);
    s = await waitState(page, (t) => t.moves.length === 2 && t.toMove === 'O', 'CPU opens');
    assert.equal(s.toMove, 'O');
    assert.deepEqual(b.errors, []);
  } finally {
    await b.close();
  }
});

test('a pass is announced and the other side plays on', async () => {
  const b = await launch();
  try {
    const { page } = b;
    await open(page);
    await page.evaluate(() => window.reversi.newGame({ X: 'human', O: 'human' }));
    for (const m of ['f5', 'f6', 'c4', 'g5', 'h5', 'h4', 'g7', 'h6']) await playByMouse(page, m);
    const s = await state(page);
    assert.equal(s.moves, 'f5f6c4g5h5h4g7h6');
    assert.equal(s.toMove, 'O', 'Black had no move and passed');
    assert.equal(s.result, null);
    assert.match(s.notice, /No legal move: Black passes/);
    await page.waitForTimeout(400);
    await screenshot(page, 'pass');
  } finally {
    await b.close();
  }
});

test('a CPU worker that cannot load leaves the game playable', async () => {
  const b = await launch();
  try {
    const { page } = b;
    await page.route('**/cpu-worker.js', (route) => route.abort());
    await open(page);
    await page.evaluate(() => window.reversi.newGame({ X: 'human', O: 'cpu' }));
    await playByMouse(page, 'd3');
    const s = await waitState(page, (t) => t.moves.length === 4, 'fallback CPU reply');
    assert.equal(s.toMove, 'X');
  } finally {
    await b.close();
  }
});

test('a browser without WebGL2 is told that the game cannot start', async () => {
  const b = await launch();
  try {
    const { page } = b;
    // The page downloads everything; the app's first start step finds no WebGL2 context.
    await page.addInitScript(() => {
      const getContext = HTMLCanvasElement.prototype.getContext;
      HTMLCanvasElement.prototype.getContext = function (kind, ...rest) {
        return kind === 'webgl2' ? null : getContext.call(this, kind, ...rest);
      };
    });
    await page.goto(BASE_URL);
    await page.waitForFunction(
      () => /could not start/.test(document.getElementById('loading').textContent),
      null, { timeout: 20000 });
    const shown = await page.evaluate(() => ({
      visible: document.getElementById('loading').getBoundingClientRect().height > 0,
      ready: Boolean(window.reversi && window.reversi.ready),
    }));
    assert.ok(shown.visible, 'the message is on screen');
    assert.equal(shown.ready, false);
  } finally {
    await b.close();
  }
});

test('a seat switched to the CPU by a click plays at once', async () => {
  const b = await launch();
  try {
    const { page } = b;
    await open(page);
    await page.evaluate(() => window.reversi.newGame({ X: 'human', O: 'human' }));
    await playByMouse(page, 'd3');
    await clickControl(page, 'seat-cpu-O');
    const s = await waitState(page, (t) => t.moves.length === 4, 'the new CPU seat replies');
    assert.deepEqual(s.seats, { X: 'human', O: 'cpu' });
    assert.equal(s.toMove, 'X');
  } finally {
    await b.close();
  }
});

test('a game that cannot start says so, in the player\'s language', async () => {
  for (const [locale, text] of [['en-US', /could not start/], ['pt-PT', /não conseguiu iniciar/]]) {
    const b = await launch({ locale });
    try {
      const { page } = b;
      await page.route('**/reversi.wasm', (route) => route.abort());
      await page.goto(BASE_URL);
      await page.waitForFunction(
        () => /could not|não conseguiu/.test(document.getElementById('loading').textContent),
        null, { timeout: 20000 });
      const shown = await page.evaluate(() => {
        const el = document.getElementById('loading');
        return { text: el.textContent, visible: el.getBoundingClientRect().height > 0 };
      });
      assert.match(shown.text, text);
      assert.ok(shown.visible, 'the message is on screen');
      if (locale === 'pt-PT') await screenshot(page, 'cannot-start-pt');
    } finally {
      await b.close();
    }
  }
});
