// Learning on the board (issue 24): the rules lesson completed by real clicks in English and by
// taps on a phone in Portuguese (a wrong move explained, an illegal square explained, "show me"
// and "try again"), the strategy tips, and the daily puzzle: the same in two fresh browsers on
// the same date, solved, its streak kept on the device. Screenshots in tests/e2e/artifacts/
// (lesson-desktop, lesson-phone-pt, tips-desktop, daily-desktop).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { launch, open, reload, state, waitState, clickControl, controlRect, waitControl,
  bringIntoView, center, screenshot } from './helpers.mjs';

const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true,
  hasTouch: true, locale: 'pt-PT' };

// A click, or a tap on a touch screen, on a control scrolled into the panel, or on a square.
async function press(page, name, touch) {
  const r = await bringIntoView(page, name, touch);
  const x = r.x + r.width / 2, y = r.y + r.height / 2;
  if (touch) await page.touchscreen.tap(x, y);
  else await page.mouse.click(x, y);
}
async function pressSquare(page, square, touch) {
  const { x, y } = await center(page, square);
  if (touch) await page.touchscreen.tap(x, y);
  else await page.mouse.click(x, y);
}

// Opens the Learn section (if closed) and starts `control`'s course.
async function startCourse(page, control, id, touch = false) {
  if (!(await controlRect(page, control))) await press(page, 'learn', touch);
  await waitControl(page, control);
  await press(page, control, touch);
  return waitState(page, (t) => t.lesson && t.lesson.id === id && t.lesson.step === 0,
    `the course ${id}`, 5000);
}

// Plays every step of the course on screen: a right answer each time, after a wrong legal move
// at step `wrongAt` (its sentence checked against `wrongWords`); returns the finished state.
async function completeCourse(page, { touch = false, wrongAt = -1, wrongWords = /./,
  shotAt = -1, shot = '' } = {}) {
  let s = await state(page);
  const steps = s.lesson.steps;
  for (let step = 0; step < steps; ++step) {
    s = await waitState(page, (t) => t.lesson.step === step &&
      (t.lesson.phase === 'asking' || t.lesson.phase === 'wrong'), `step ${step}`, 5000);
    assert.ok(s.lesson.prompt.length > 10, `step ${step} has a task`);
    assert.ok(s.lesson.answers.length > 0, `step ${step} has an answer`);
    const start = s.board;
    if (step === wrongAt) {
      const wrong = s.legal.find((m) => !s.lesson.answers.includes(m));
      assert.ok(wrong, `step ${step} has a wrong move`);
      await pressSquare(page, wrong, touch);
      s = await waitState(page, (t) => t.lesson.phase === 'wrong', `${wrong} refused`, 5000);
      assert.match(s.lesson.sentence, wrongWords);
      assert.equal(s.board, start, 'a wrong move changes nothing');
    }
    const answer = s.lesson.answers[0];
    await pressSquare(page, answer, touch);
    s = await waitState(page, (t) => t.lesson.phase === 'right', `${answer} right`, 5000);
    assert.notEqual(s.board, start, 'the answer is played on the board');
    assert.ok(s.lesson.sentence.length > 10, 'a right answer is explained');
    if (step === shotAt) {
      await page.mouse.move(0, 0);
      await page.waitForTimeout(400);
      await screenshot(page, shot);
    }
    await press(page, 'exercise-next', touch);
  }
  s = await waitState(page, (t) => t.lesson.finished, 'the course complete', 5000);
  assert.ok(await controlRect(page, 'exercise-done'));
  return s;
}

test('lesson: the rules completed by clicks, then the tips', async () => {
  const b = await launch({ viewport: { width: 1100, height: 720 } });
  try {
    const { page } = b;
    await open(page);
    const game = await state(page);
    let s = await startCourse(page, 'lesson-rules', 'rules');
    assert.ok(s.lesson.steps >= 8, `${s.lesson.steps} steps`);
    assert.equal(s.status, 'The rules in 3 minutes');
    assert.ok(await controlRect(page, 'exercise-step'), 'the step shown');
    // A square that traps nothing is explained, and changes nothing.
    const empty = ['a1', 'h8', 'a8', 'h1'].find((q) => !s.legal.includes(q));
    await pressSquare(page, empty, false);
    s = await waitState(page, (t) => t.lesson.phase === 'wrong', 'no move', 5000);
    assert.match(s.lesson.sentence, /trap/);
    s = await completeCourse(page, { wrongAt: 2, shotAt: 2, shot: 'lesson-desktop' });
    assert.equal(s.lesson.firstTry, s.lesson.steps - 2, 'two steps missed on purpose');
    await clickControl(page, 'exercise-leave');
    s = await waitState(page, (t) => t.lesson === null, 'back to the game', 5000);
    assert.equal(s.moves, game.moves);
    assert.equal(s.board, game.board);

    s = await startCourse(page, 'lesson-tips', 'tips');
    assert.ok(s.lesson.steps >= 5, `${s.lesson.steps} tips`);
    s = await completeCourse(page, { wrongAt: 0, shotAt: 1, shot: 'tips-desktop' });
    assert.equal(s.lesson.firstTry, s.lesson.steps - 1);
    assert.deepEqual(b.errors, []);
  } finally {
    await b.close();
  }
});

test('lesson: in Portuguese on a phone, by taps, with "show me" and a retry', async () => {
  const b = await launch(PHONE);
  try {
    const { page } = b;
    await open(page);
    let s = await startCourse(page, 'lesson-rules', 'rules', true);
    assert.equal(s.status, 'As regras em 3 minutos');
    // Step 1: "show me" plays an answer; "try again" takes it back.
    await press(page, 'exercise-show', true);
    s = await waitState(page, (t) => t.lesson.phase === 'shown', 'the answer shown', 5000);
    assert.match(s.lesson.sentence, /A resposta está no tabuleiro/);
    await press(page, 'exercise-retry', true);
    s = await waitState(page, (t) => t.lesson.phase === 'asking', 'asking again', 5000);
    s = await completeCourse(page, { touch: true, wrongAt: 2, shotAt: 3, shot: 'lesson-phone-pt' });
    assert.equal(s.lesson.firstTry, s.lesson.steps - 2);
    assert.deepEqual(b.errors.filter((e) => !/^Ignored attempt to cancel a touch/.test(e)), []);
  } finally {
    await b.close();
  }
});

test('daily puzzle: the same in two fresh browsers; solved, the streak is kept', async () => {
  const a = await launch({ viewport: { width: 1100, height: 720 } });
  const b = await launch(PHONE);
  try {
    await open(a.page);
    await open(b.page);
    const sa = await startCourse(a.page, 'daily-puzzle', 'daily');
    const sb = await startCourse(b.page, 'daily-puzzle', 'daily', true);
    assert.equal(sa.lesson.exercise, sb.lesson.exercise);
    assert.equal(sa.lesson.day, sb.lesson.day);
    assert.equal(sa.board, sb.board);
    assert.equal(sa.toMove, sb.toMove);
    assert.equal(sa.lesson.exercise, `daily-${sa.lesson.day}`);
    assert.match(sa.status, /^Daily puzzle · \d+ empties · (easy|medium|hard)$/);
    // The day is the local date's: days since 1970-01-01.
    const local = await a.page.evaluate(() => {
      const d = new Date();
      return Math.floor(Date.UTC(d.getFullYear(), d.getMonth(), d.getDate()) / 86400000);
    });
    assert.equal(sa.lesson.day, local);
    assert.match(sa.lesson.prompt, /(Black|White) to play and (win|draw|lose by the least)/);
    assert.match(sb.lesson.prompt, /(pretas|brancas)/i);
    assert.equal(sa.lesson.streak, 0);

    // A wrong move says what it leads to; the answer solves it and starts the streak.
    const { page } = a;
    const wrong = sa.legal.find((m) => !sa.lesson.answers.includes(m));
    await pressSquare(page, wrong, false);
    let s = await waitState(page, (t) => t.lesson.phase === 'wrong', 'a wrong move', 5000);
    assert.match(s.lesson.sentence, /^After [a-h][1-8], (Black|White) (wins|loses|draws)/);
    await pressSquare(page, sa.lesson.answers[0], false);
    s = await waitState(page, (t) => t.lesson.phase === 'right', 'solved', 5000);
    assert.equal(s.lesson.streak, 0, 'a solve after a wrong try does not count');
    await clickControl(page, 'exercise-retry');
    await waitState(page, (t) => t.lesson.phase === 'asking', 'again', 5000);
    await page.mouse.move(0, 0);
    await page.waitForTimeout(300);
    await screenshot(page, 'daily-desktop');

    // The phone solves it at the first try: a streak of 1, kept across a reload.
    await pressSquare(b.page, sb.lesson.answers[0], true);
    s = await waitState(b.page, (t) => t.lesson.phase === 'right', 'solved', 5000);
    assert.equal(s.lesson.streak, 1);
    assert.equal(s.lesson.bestStreak, 1);
    await reload(b.page);
    s = await startCourse(b.page, 'daily-puzzle', 'daily', true);
    assert.equal(s.lesson.streak, 1, 'the streak is kept on the device');
    assert.deepEqual(a.errors, []);
  } finally {
    await a.close();
    await b.close();
  }
});
