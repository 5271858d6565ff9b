// Hints (issue 24): the "Show hints" setting turned on by a real click; the value of every legal
// square, refined depth by depth until final, while the page keeps drawing; a move and an undo
// start them again for the new position; the first moves are the opening book's (marked book);
// an endgame opened from a link gets the solver's exact
// values (checked against the native `reversi-cli analyze` of the same position, written below);
// hints are off in ranked games; screenshots at desktop and phone sizes, in both languages
// (tests/e2e/artifacts/hints-*.png).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { launch, open, state, waitState, clickSquare, clickControl, controlRect, pressKey,
  screenshot, measureDrawing, report, BASE_URL } from './helpers.mjs';

// 44 moves of a game (16 empties, White to move) and its moves' exact values for White, from
//   reversi-cli analyze <ENDGAME>
const ENDGAME = 'd3c5b6f3f4e3d2e2f1f5f2b5g3c4b4a3b3a6g4c6d6e6a5a4g5c2b1c3a2a1b2f6a7c1d1a8g6b7b8c8d7c7d8e8';
const ENDGAME_VALUES = {
  e7: { value: 54, exact: true, book: false, depth: 16 },
  f8: { value: 54, exact: true, book: false, depth: 16 },
  f7: { value: 54, exact: true, book: false, depth: 16 },
  h4: { value: 52, exact: true, book: false, depth: 16 },
  h7: { value: 52, exact: true, book: false, depth: 16 },
  e1: { value: 50, exact: true, book: false, depth: 16 },
  h5: { value: 50, exact: true, book: false, depth: 16 },
  g2: { value: 50, exact: true, book: false, depth: 16 },
  g7: { value: 46, exact: true, book: false, depth: 16 },
  h2: { value: 44, exact: true, book: false, depth: 16 },
  g1: { value: 44, exact: true, book: false, depth: 16 },
  h3: { value: 42, exact: true, book: false, depth: 16 },
  h6: { value: 28, exact: true, book: false, depth: 16 },
};

const squaresOf = (hints) => Object.keys(hints || {}).sort();

async function enableHintsByClick(page) {
  let s = await state(page);
  if (!s.settingsOpen) {
    await clickControl(page, 'settings');
    await waitState(page, (t) => t.settingsOpen, 'settings open', 5000);
  }
  await clickControl(page, 'show-hints');
  return waitState(page, (t) => t.settings.show_hints === true, 'hints on', 5000);
}

test('hints: turned on by a click, deepen to their limit while the page draws, follow moves',
  async () => {
    const b = await launch({ viewport: { width: 1100, height: 720 } });
    try {
      const { page } = b;
      await open(page);
      let s = await state(page);
      assert.equal(s.hints, null, 'off by default');
      assert.equal(s.evaluation, null);
      assert.equal(s.settings.show_hints, false);
      const drawingBefore = await measureDrawing(page, 1500);
      report('drawing, no hints', drawingBefore);

      s = await enableHintsByClick(page);
      // Every legal square gets a value, depth by depth; the page keeps drawing meanwhile.
      s = await waitState(page, (t) => t.hints && squaresOf(t.hints).length === 4,
        'the first hints', 20000);
      assert.deepEqual(squaresOf(s.hints), ['c4', 'd3', 'e6', 'f5']);
      const during = await measureDrawing(page, 1500);
      report('drawing while hints compute', during);
      s = await state(page);
      const bar = drawingBefore.fps >= 50 ? 30 : drawingBefore.fps / 4;
      if (!s.hintsDone) assert.ok(during.fps >= bar, `${during.fps} fps while hints compute`);
      s = await waitState(page, (t) => t.hintsDone, 'the final hints', 90000);
      const values = Object.values(s.hints);
      // The four first moves are one move turned: one value, the opening book's.
      for (const h of values) {
        assert.equal(h.value, values[0].value);
        assert.equal(h.exact, false);
        assert.equal(h.book, true);
      }
      const line = await controlRect(page, 'hints-line');
      assert.ok(line, 'the hints line under the status');
      assert.match(s.hintsLine, /from the opening book$/);
      await page.mouse.move(0, 0);
      await page.waitForTimeout(300);
      await screenshot(page, 'hints-desktop');

      // A move: hints for White's reply; an undo: the start's again.
      await clickSquare(page, 'f5');
      s = await waitState(page, (t) => t.moves === 'f5' && t.hints &&
        squaresOf(t.hints).join() === 'd6,f4,f6', 'hints after f5', 20000);
      await pressKey(page, 'Control+z');
      s = await waitState(page, (t) => t.moves === '' && t.hints &&
        squaresOf(t.hints).length === 4, 'hints after the undo', 20000);
      assert.deepEqual(b.errors, []);
    } finally {
      await b.close();
    }
  });

test('hints: exact in an endgame opened from a link, as the solver says', async () => {
  const b = await launch({ viewport: { width: 1100, height: 720 } });
  try {
    const { page } = b;
    await open(page);
    await page.evaluate(() => window.reversi.setSettings({ show_hints: true }));
    await page.goto(`${BASE_URL}#moves=${ENDGAME}`);
    await waitState(page, (t) => t.shown === 'link' && t.viewing === ENDGAME.length / 2,
      'the linked game', 20000);
    const s = await waitState(page, (t) => t.hintsDone && t.hints &&
      Object.values(t.hints).every((h) => h.exact), 'exact hints', 60000);
    assert.deepEqual(s.hints, ENDGAME_VALUES);
    // The position's value, from Black's side: White is ahead by its best move's 54 discs.
    assert.equal(s.evaluation, -54);
    assert.ok(await controlRect(page, 'evaluation'), 'the evaluation under the hints line');
    await screenshot(page, 'hints-endgame');
    assert.deepEqual(b.errors, []);
  } finally {
    await b.close();
  }
});

test('hints: on a phone in Portuguese; off in ranked games', async () => {
  const b = await launch({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 3,
    isMobile: true, hasTouch: true, locale: 'pt-PT' });
  try {
    const { page } = b;
    await open(page);
    await page.evaluate(() => window.reversi.setSettings({ show_hints: true }));
    let s = await waitState(page, (t) => t.hintsDone, 'the final hints', 90000);
    assert.equal(squaresOf(s.hints).length, 4);
    await page.waitForTimeout(300);
    await screenshot(page, 'hints-phone-pt');

    await page.evaluate(() => window.reversi.newGame({ X: 'human', O: 'cpu', ranked: true }));
    s = await waitState(page, (t) => t.ranked, 'a ranked game', 10000);
    await page.waitForTimeout(500);
    s = await state(page);
    assert.equal(s.hints, null, 'no hints in a ranked game');
    assert.ok(await controlRect(page, 'hints-line'), 'the line says why');
    assert.deepEqual(b.errors, []);
  } finally {
    await b.close();
  }
});
