// The review of a game (issue 24): "Review this game" by a real click on a finished game opened
// from a link; the progress while the CPU's worker reviews it (and the frames meanwhile); the
// losses of the last 20 moves, solved exactly, as the native `reversi-cli review` says (below);
// the evaluation graph, which a click steps through; marks in the move list and a marked move's
// explanation; a cancel; screenshots at desktop and phone sizes in both languages
// (tests/e2e/artifacts/review-*.png).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { launch, open, state, waitState, clickControl, clickSquare, controlRect, waitControl,
  screenshot, measureDrawing, report, bringIntoView, BASE_URL } from './helpers.mjs';

// A finished game of 59 moves (a pass among them) and the losses of its last 19 moves, exact
// (from 20 empties), in order, from
//   reversi-cli review <GAME>
const GAME = 'd3c5b6f3f4e3d2e2f1f5f2b5g3c4b4a3b3a6g4c6d6e6a5a4g5c2b1c3a2a1b2f6a7c1d1a8g6b7b8' +
  'c8d7c7d8e8f8e7f7h4h3h6h5h2g2e1h7g7g8h1g1';
const EXACT_LOSSES = [['d7', 2], ['c7', 0], ['d8', 0], ['e8', 0], ['f8', 0], ['e7', 0], ['f7', 0],
  ['h4', 0], ['h3', 0], ['h6', 0], ['h5', 2], ['h2', 0], ['g2', 0], ['e1', 0], ['h7', 0],
  ['g7', 0], ['g8', 0], ['h1', 0], ['g1', 0]];
const MOVES = GAME.length / 2;

async function openGame(page) {
  await page.goto(`${BASE_URL}#moves=${GAME}`);
  await waitState(page, (t) => t.shown === 'link' && t.viewing === MOVES, 'the linked game', 20000);
  const s = await state(page);
  if (!(await controlRect(page, 'review-game'))) await clickControl(page, 'moves');
  await waitControl(page, 'review-game');
  return s;
}

test('review: a finished game by a click, with progress, exact losses and marks', async () => {
  const b = await launch({ viewport: { width: 1100, height: 720 } });
  try {
    const { page } = b;
    await open(page);
    await openGame(page);
    const drawingBefore = await measureDrawing(page, 1500);
    report('drawing, no review', drawingBefore);
    const started = Date.now();
    await bringIntoView(page, 'review-game');
    await clickControl(page, 'review-game');
    let s = await waitState(page, (t) => t.review && t.review.moves.length > 0 && !t.review.done,
      'the review under way', 30000);
    assert.ok(s.review.progress > 0 && s.review.progress < 1, `progress ${s.review.progress}`);
    assert.ok(await controlRect(page, 'review-progress'), 'the progress bar');
    assert.ok(await controlRect(page, 'review-cancel'), 'a cancel');
    const during = await measureDrawing(page, 1500);
    report('drawing while the review runs', during);
    const bar = drawingBefore.fps >= 50 ? 30 : drawingBefore.fps / 4;
    s = await state(page);
    if (!s.review.done) assert.ok(during.fps >= bar, `${during.fps} fps while reviewing`);
    s = await waitState(page, (t) => t.review && t.review.done, 'the review done', 180000);
    console.log(`review of ${MOVES} moves: ${((Date.now() - started) / 1000).toFixed(1)} s ` +
      'in the worker (wall clock, with the measurements above)');
    const moves = s.review.moves;
    assert.equal(moves.length, MOVES);
    assert.equal(s.review.progress, 1);
    moves.forEach((m, i) => {
      assert.equal(m.ply, i + 1);
      assert.equal(m.move, GAME.slice(2 * i, 2 * i + 2));
      assert.ok(m.loss >= 0, `${m.move}: loss ${m.loss}`);
    });
    const exact = moves.slice(MOVES - EXACT_LOSSES.length);
    assert.deepEqual(exact.map((m) => [m.move, m.loss]), EXACT_LOSSES);
    assert.ok(exact.every((m) => m.exact), 'the last 20 empties are solved');
    const marked = moves.filter((m) => m.mark === 'mistake' || m.mark === 'blunder');
    assert.ok(marked.length > 0, 'this game has mistakes');
    assert.ok(await controlRect(page, 'review-totals'), 'the totals');

    // The evaluation graph: a click a quarter of the way along shows that point of the game.
    const graph = await bringIntoView(page, 'review-graph');
    await page.mouse.click(graph.x + graph.width * 0.25 + 1, graph.y + graph.height / 2);
    s = await waitState(page, (t) => t.viewing === Math.floor(MOVES * 0.25),
      'the point clicked on the graph', 5000);

    // The worst move: a click on it in the list shows what it lost and the better move.
    const worst = moves.reduce((a, m) => (m.loss > a.loss ? m : a));
    await page.evaluate((n) => window.reversi.view(n - 1), worst.ply);  // the list scrolls to it
    await page.waitForTimeout(300);
    await bringIntoView(page, `move-${worst.ply}`);
    await clickControl(page, `move-${worst.ply}`);
    s = await waitState(page, (t) => t.viewing === worst.ply, 'the worst move shown', 5000);
    assert.ok(await controlRect(page, 'review-move'), 'the move explained');
    await bringIntoView(page, 'review-move');
    await page.mouse.move(0, 0);
    await page.waitForTimeout(300);
    await screenshot(page, 'review-desktop');

    // Learn from the mistakes: the worst move becomes a puzzle on the position before it; the
    // move played is wrong, "show me" plays the answer, a retry takes it back, then a right one.
    await page.evaluate((n) => window.reversi.view(n), worst.ply - 1);
    const before = (await waitState(page, (t) => t.viewing === worst.ply - 1, 'before')).board;
    await bringIntoView(page, 'learn-mistakes');
    await clickControl(page, 'learn-mistakes');
    s = await waitState(page, (t) => t.lesson && t.lesson.id === 'mistakes', 'the puzzles', 5000);
    assert.equal(s.lesson.exercise, `mistake-${worst.ply - 1}`, 'the worst mistake first');
    assert.match(s.lesson.prompt, new RegExp(`better move than ${worst.move}`));
    assert.equal(s.board, before);
    assert.ok(!s.lesson.answers.includes(worst.move) && s.lesson.answers.includes(worst.best));
    await clickSquare(page, worst.move);
    s = await waitState(page, (t) => t.lesson.phase === 'wrong', 'the move played refused', 5000);
    assert.match(s.lesson.sentence, /played in the game/);
    assert.equal(s.board, before);
    await clickControl(page, 'exercise-show');
    s = await waitState(page, (t) => t.lesson.phase === 'shown', 'the answer shown', 5000);
    assert.notEqual(s.board, before);
    await clickControl(page, 'exercise-retry');
    s = await waitState(page, (t) => t.lesson.phase === 'asking', 'a retry', 5000);
    assert.equal(s.board, before);
    await clickSquare(page, s.lesson.answers[0]);
    s = await waitState(page, (t) => t.lesson.phase === 'right', 'a right answer', 5000);
    assert.match(s.lesson.sentence, /^Right/);
    await page.mouse.move(0, 0);
    await page.waitForTimeout(300);
    await screenshot(page, 'mistake-desktop');
    await clickControl(page, 'exercise-leave');
    s = await waitState(page, (t) => t.lesson === null, 'back to the game', 5000);
    assert.ok(s.review && s.review.done, 'the review is still there');
    assert.deepEqual(b.errors, []);
  } finally {
    await b.close();
  }
});

test('review: cancelled; on a phone in Portuguese', async () => {
  const b = await launch({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 3,
    isMobile: true, hasTouch: true, locale: 'pt-PT' });
  try {
    const { page } = b;
    await open(page);
    await openGame(page);
    const tap = async (r) => page.touchscreen.tap(r.x + r.width / 2, r.y + r.height / 2);
    await tap(await bringIntoView(page, 'review-game', true));
    await waitState(page, (t) => t.review && !t.review.done, 'the review under way', 30000);
    await waitControl(page, 'review-cancel');
    await tap(await bringIntoView(page, 'review-cancel', true));
    await waitState(page, (t) => t.review === null, 'the review cancelled', 5000);
    assert.ok(await controlRect(page, 'review-game'), 'it can start again');

    await page.evaluate(() => window.reversi.review());
    const s = await waitState(page, (t) => t.review && t.review.done, 'the review done', 180000);
    const worst = s.review.moves.reduce((a, m) => (m.loss > a.loss ? m : a));
    await page.evaluate((n) => window.reversi.view(n), worst.ply);
    await waitControl(page, 'review-move');
    await bringIntoView(page, 'review-move', true);
    await page.waitForTimeout(300);
    await screenshot(page, 'review-phone-pt');
    // (Chromium's note on a drag's touchend that the page would cancel, as in layout.test.mjs.)
    assert.deepEqual(b.errors.filter((e) => !/^Ignored attempt to cancel a touch/.test(e)), []);
  } finally {
    await b.close();
  }
});
