// Time per turn: a countdown; a timeout makes the CPU play that turn and say so; two timeouts
// in a row hand the seat to the CPU until its person takes it back with one click. The browser's
// clock is Playwright's fake clock, fast-forwarded, so the test does not wait 30 s per turn.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { launch, open, state, playByMouse, waitState, screenshot, clickControl } from './helpers.mjs';

test('timeouts: the CPU plays the turn, then takes the seat until taken back', async () => {
  const b = await launch();
  try {
    const { page } = b;
    await page.clock.install();
    await open(page);
    await page.evaluate(() => window.reversi.newGame({ X: 'human', O: 'human' }));
    await page.evaluate(() => window.reversi.setSettings({ turn_time: 30 }));
    let s = await state(page);
    assert.ok(s.timeLeftMs > 25000 && s.timeLeftMs <= 30000, `countdown ${s.timeLeftMs}`);
    await page.clock.fastForward(12000);
    await page.waitForTimeout(200);
    s = await state(page);
    assert.ok(s.timeLeftMs < 19000, `counting down: ${s.timeLeftMs}`);
    await screenshot(page, 'clock-countdown');

    // Black's time runs out: the CPU plays for Black and says so.
    await page.clock.fastForward(19000);
    s = await waitState(page, (t) => t.moves.length === 2, 'CPU plays the timed-out turn');
    assert.match(s.notice, /Time is up: the CPU played [a-h][1-8] for Black/);
    assert.equal(s.seats.X, 'human');
    await screenshot(page, 'timeout');

    // White moves; Black times out again: the seat goes to the CPU.
    await playByMouse(page, s.legal[0]);
    await page.clock.fastForward(31000);
    s = await waitState(page, (t) => t.moves.length === 6, 'second timeout');
    assert.equal(s.seats.X, 'cpu');
    assert.equal(s.handed.X, true);
    assert.match(s.notice, /CPU now plays Black/);
    await playByMouse(page, s.legal[0]);
    s = await waitState(page, (t) => t.moves.length === 10, 'CPU keeps playing Black');
    await screenshot(page, 'seat-handed');

    // One click gives the seat back (on White's turn, so the CPU has nothing pending).
    await clickControl(page, 'take-back-X');
    s = await waitState(page, (t) => t.seats.X === 'human', 'seat taken back');
    await playByMouse(page, s.legal[0]);
    await page.waitForTimeout(800);
    s = await state(page);
    assert.equal(s.toMove, 'X', 'Black is a person again: nobody plays for them');
    assert.equal(s.handed.X, false);
  } finally {
    await b.close();
  }
});

test('a hidden page stops the clock of the turn', async () => {
  const b = await launch();
  try {
    const { page } = b;
    await page.clock.install();
    await open(page);
    await page.evaluate(() => window.reversi.newGame({ X: 'human', O: 'human' }));
    await page.evaluate(() => window.reversi.setSettings({ turn_time: 60 }));
    const setHidden = (hidden) => page.evaluate((h) => {
      Object.defineProperty(document, 'hidden', { configurable: true, get: () => h });
      Object.defineProperty(document, 'visibilityState', { configurable: true,
        get: () => (h ? 'hidden' : 'visible') });
      document.dispatchEvent(new Event('visibilitychange'));
    }, hidden);
    await setHidden(true);
    await page.clock.fastForward(90000);
    await setHidden(false);
    await page.waitForTimeout(300);
    const s = await state(page);
    assert.equal(s.moves, '', 'no timeout while hidden');
    assert.ok(s.timeLeftMs > 50000, `time left ${s.timeLeftMs}`);
  } finally {
    await b.close();
  }
});
