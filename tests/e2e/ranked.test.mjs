// Ranked play: a ranked game started and played to its end by real clicks changes the rating by
// the Elo amount and adds a history entry; the rating survives a reload and the loss of the
// match save; undo and seat changes are refused with a reason; leaving a started ranked game
// asks first and then counts as a loss, as does a started one whose save is cleared or unreadable;
// unreadable stored ratings give a notice. Screenshots of
// the rating section on a desktop and a phone, where a finger drags the panel to the rating
// section and the settings.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { launch, open, reload, state, waitState, playByMouse, playOut, screenshot,
  clickControl, touchDrag } from './helpers.mjs';

const controlRect = (page, name) => page.evaluate((n) => window.reversi.controlRect(n), name);

// The Elo change of the first ranked game (K = 40 for a new player) against a level rated
// `opponent`, for a score of 1, 0.5 or 0.
function eloChange(rating, opponent, score, games) {
  const k = games < 10 ? 40 : 32;
  const expected = 1 / (1 + 10 ** ((opponent - rating) / 400));
  return Math.round(k * (score - expected));
}

// Every control named lies whole inside the panel, itself inside the viewport: nothing clipped.
async function assertOnScreen(page, names) {
  const vp = page.viewportSize();
  const panel = await controlRect(page, 'panel');
  assert.ok(panel.x >= 0 && panel.y >= 0 && panel.x + panel.width <= vp.width &&
    panel.y + panel.height <= vp.height, `panel inside the viewport: ${JSON.stringify(panel)}`);
  for (const name of names) {
    const r = await controlRect(page, name);
    assert.ok(r, `${name} on screen`);
    assert.ok(r.x >= panel.x && r.y >= panel.y && r.x + r.width <= panel.x + panel.width + 0.5 &&
      r.y + r.height <= panel.y + panel.height + 0.5,
    `${name} inside the panel: ${JSON.stringify(r)} in ${JSON.stringify(panel)}`);
  }
}

test('a ranked game by real clicks: refusals, rating, history, reload', async () => {
  const b = await launch({ viewport: { width: 1100, height: 720 } });
  try {
    const { page } = b;
    await open(page);
    await page.evaluate(() => window.reversi.setSettings({ cpu_level: 1, alternate_colors: false }));
    let s = await state(page);
    assert.equal(s.ranked, false);
    assert.deepEqual([s.rating.value, s.rating.games, s.rating.history], [1200, 0, []]);

    // The button sets up human (Black) against the CPU at the chosen level.
    await clickControl(page, 'new-ranked');
    s = await waitState(page, (t) => t.ranked, 'ranked game started');
    assert.deepEqual(s.seats, { X: 'human', O: 'cpu' });
    assert.equal(s.canUndo, false);
    await page.waitForTimeout(300);
    await screenshot(page, 'ranked-start');

    s = await playByMouse(page, s.legal[0]);
    s = await waitState(page, (t) => t.moves.length === 4, 'CPU reply');
    // Undo is refused, with the reason.
    await clickControl(page, 'undo');
    await page.waitForTimeout(300);
    s = await state(page);
    assert.equal(s.moves.length, 4, 'undo changed nothing');
    assert.match(s.notice, /cannot be taken back/);
    // So is a seat change.
    await clickControl(page, 'seat-human-O');
    await page.waitForTimeout(300);
    s = await state(page);
    assert.deepEqual(s.seats, { X: 'human', O: 'cpu' });
    assert.equal(s.ranked, true);
    assert.match(s.notice, /Players cannot change during a ranked game/);
    await screenshot(page, 'ranked-undo-refused');

    s = await playOut(page);
    const score = s.result === 'X' ? 1 : s.result === 'draw' ? 0.5 : 0;
    const change = eloChange(1200, s.rating.levels[0], score, 0);
    assert.equal(s.rating.games, 1);
    assert.equal(s.rating.value, 1200 + change);
    const entry = s.rating.history[0];
    assert.deepEqual(
      [entry.level, entry.result, entry.before, entry.after, entry.change],
      [1, { 1: 'win', 0.5: 'draw', 0: 'loss' }[score], 1200, 1200 + change, change]);
    if (score === 1) assert.ok(change > 0, 'a win raises the rating');
    if (score === 0) assert.ok(change < 0, 'a loss lowers it');
    assert.ok(Math.abs(entry.date * 1000 - Date.now()) < 120000, `dated now: ${entry.date}`);
    await page.waitForTimeout(500);
    await screenshot(page, 'ranked-over');
    assert.ok(await controlRect(page, 'banner-rating'), 'the banner shows the rating change');

    // The rating section lists the game.
    await clickControl(page, 'rating');
    await page.waitForTimeout(300);
    await assertOnScreen(page, ['rating', 'rating-history', 'new-ranked', 'undo']);
    await screenshot(page, 'ranked-rating-desktop');

    // A reload keeps rating and history; so does losing the match save.
    const rating = s.rating;
    await reload(page);
    s = await state(page);
    assert.deepEqual(s.rating, rating);
    await page.evaluate(() => localStorage.removeItem('reversi.match'));
    await reload(page);
    s = await state(page);
    assert.equal(s.moves, '', 'a fresh match');
    assert.deepEqual(s.rating, rating, 'the rating came back from its own key');
    assert.equal(s.notice, '');
    assert.deepEqual(b.errors, []);
  } finally {
    await b.close();
  }
});

test('leaving a started ranked game asks first, then counts as a loss', async () => {
  const b = await launch();
  try {
    const { page } = b;
    await open(page);
    await page.evaluate(() => window.reversi.setSettings({ cpu_level: 1 }));
    // A ranked game needs one human and one CPU: refused otherwise, with the reason.
    let s = await page.evaluate(() => window.reversi.newGame({ X: 'human', O: 'human', ranked: true }));
    assert.equal(s.ranked, false);
    assert.match(s.notice, /needs one human and one CPU/);

    await clickControl(page, 'new-ranked');
    s = await waitState(page, (t) => t.ranked, 'ranked game');
    // Before the first move, leaving costs nothing and asks nothing.
    await clickControl(page, 'new-ranked');
    s = await waitState(page, (t) => t.ranked && !t.confirmOpen, 'still ranked');
    assert.equal(s.rating.games, 0);
    await playByMouse(page, s.legal[0]);
    s = await waitState(page, (t) => t.moves.length === 4, 'CPU reply');

    // "Two players" would abandon the ranked game: a question first; keep playing.
    await clickControl(page, 'two-players');
    s = await waitState(page, (t) => t.confirmOpen, 'confirmation');
    assert.equal(s.moves.length, 4);
    assert.equal(s.rating.games, 0);
    await page.waitForTimeout(300);
    await screenshot(page, 'ranked-confirm');
    await clickControl(page, 'confirm-keep');
    s = await waitState(page, (t) => !t.confirmOpen, 'kept');
    assert.deepEqual([s.ranked, s.moves.length, s.rating.games], [true, 4, 0]);

    // The N key asks too; leave and lose this time.
    await page.keyboard.press('n');
    s = await waitState(page, (t) => t.confirmOpen, 'confirmation by key');
    await clickControl(page, 'confirm-leave');
    s = await waitState(page, (t) => !t.confirmOpen && t.moves === '', 'left');
    assert.equal(s.ranked, true, 'N starts the same kind of game again');
    assert.equal(s.rating.games, 1);
    const loss = s.rating.history[0];
    assert.equal(loss.result, 'loss');
    assert.equal(loss.change, eloChange(1200, s.rating.levels[0], 0, 0));
    assert.ok(loss.change < 0);
    assert.match(s.notice, /Loss against level 1/);

    // The new ranked game has no move yet: "Two players" leaves it without a question.
    await clickControl(page, 'two-players');
    s = await waitState(page, (t) => !t.ranked && t.seats.O === 'human', 'two players');
    assert.equal(s.confirmOpen, false);
    assert.equal(s.rating.games, 1);
    assert.deepEqual(b.errors, []);
  } finally {
    await b.close();
  }
});

test('a ranked game whose save is cleared or unreadable still counts as a loss', async () => {
  const b = await launch();
  try {
    const { page } = b;
    await open(page);
    await page.evaluate(() => window.reversi.setSettings({ cpu_level: 1 }));
    const storedRating = () => page.evaluate(() => localStorage.getItem('reversi.rating') ?? '');
    await clickControl(page, 'new-ranked');
    let s = await waitState(page, (t) => t.ranked, 'ranked game');
    assert.doesNotMatch(await storedRating(), /pending/, 'nothing at stake before the first move');
    await playByMouse(page, s.legal[0]);
    s = await waitState(page, (t) => t.moves.length === 4, 'CPU reply');
    assert.match(await storedRating(), / pending:1$/, 'the rating marks the game in progress');

    // The save cleared by hand: a fresh match, and the ranked game lost all the same.
    await page.evaluate(() => localStorage.removeItem('reversi.match'));
    await reload(page);
    s = await state(page);
    assert.equal(s.moves, '');
    assert.equal(s.ranked, false);
    assert.deepEqual(s.rating.history.map((e) => [e.level, e.result]), [[1, 'loss']]);
    assert.equal(s.rating.history[0].change, eloChange(1200, s.rating.levels[0], 0, 0));
    assert.match(s.notice,
      /^The ranked game in progress was not found, so it counts as a loss\. Loss against level 1/);
    await page.waitForTimeout(300);
    await screenshot(page, 'ranked-save-lost');
    assert.doesNotMatch(await storedRating(), /pending/, 'stored at once');
    await reload(page);
    s = await state(page);
    assert.equal(s.rating.games, 1, 'counted once');
    assert.equal(s.notice, '');

    // An unreadable save: both reasons, and the second ranked game counts too.
    await clickControl(page, 'new-ranked');
    s = await waitState(page, (t) => t.ranked, 'second ranked game');
    await playByMouse(page, s.legal[0]);
    s = await waitState(page, (t) => t.moves.length === 4, 'CPU reply');
    await page.evaluate(() => localStorage.setItem('reversi.match', 'garbage'));
    await reload(page);
    s = await state(page);
    assert.equal(s.moves, '');
    assert.deepEqual(s.rating.history.map((e) => e.result), ['loss', 'loss']);
    assert.match(s.notice, /saved game could not be read.*ranked game in progress was not found/);
    // A finished ranked game leaves nothing pending: the rating text has no mark.
    assert.doesNotMatch(await storedRating(), /pending/);
    assert.deepEqual(b.errors.filter((e) => !/saved match refused/.test(e)), []);
  } finally {
    await b.close();
  }
});

test('the stored rating: restored when newer, unreadable text gives a notice', async () => {
  const b = await launch();
  try {
    const { page } = b;
    await open(page);
    await page.evaluate(() => window.reversi.newGame({ X: 'human', O: 'human' }));
    await playByMouse(page, 'f5');
    // A rating with two games, newer than the match's (none): it is put back.
    const kept = '1190 3:W:1200:1222:1714729200 5:L:1222:1190';
    await page.evaluate((t) => localStorage.setItem('reversi.rating', t), kept);
    await reload(page);
    let s = await state(page);
    assert.equal(s.moves, 'f5', 'the match is kept');
    assert.deepEqual([s.rating.value, s.rating.games], [1190, 2]);
    assert.deepEqual(s.rating.history.map((e) => [e.level, e.result, e.change, e.date]),
      [[5, 'loss', -32, 0], [3, 'win', 22, 1714729200]]);
    assert.equal(s.notice, '');

    // Unreadable text: a notice, the match and the match's copy of the rating are kept.
    await page.evaluate(() => localStorage.setItem('reversi.rating', '1190 3:W:12'));
    await reload(page);
    s = await state(page);
    assert.equal(s.moves, 'f5');
    assert.equal(s.rating.value, 1190);
    assert.match(s.notice, /rating kept on this device could not be read; the copy in the saved/);
    await page.waitForTimeout(300);
    await screenshot(page, 'ranked-bad-rating');
    // The next save writes a good copy again.
    await playByMouse(page, 'd6');
    assert.equal(await page.evaluate(() => localStorage.getItem('reversi.rating')), kept);

    // Both unreadable: two sentences, a fresh match and rating, still playable.
    await page.evaluate(() => {
      localStorage.setItem('reversi.rating', 'garbage');
      localStorage.setItem('reversi.match', 'garbage');
    });
    await reload(page);
    s = await state(page);
    assert.equal(s.moves, '');
    assert.equal(s.rating.value, 1200);
    assert.match(s.notice, /saved game could not be read.*rating kept on this device could not be read, so it starts again/);
    await playByMouse(page, 'f5');
    assert.deepEqual(b.errors.filter((e) => !/saved match refused|stored rating refused/.test(e)), []);
  } finally {
    await b.close();
  }
});

test('the rating section on a phone, in Portuguese', async () => {
  const b = await launch({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 3,
    isMobile: true, hasTouch: true, locale: 'pt-PT' });
  try {
    const { page } = b;
    await open(page);
    await page.evaluate(() => localStorage.setItem('reversi.rating',
      '1190 3:W:1200:1222:1714729200 5:L:1222:1190:1714815600'));
    await reload(page);
    let s = await state(page);
    assert.equal(s.settings.language, 'pt');
    assert.equal(s.layout, 'portrait');
    const tap = async (name) => {
      const r = await controlRect(page, name);
      assert.ok(r, `${name} on screen`);
      await page.touchscreen.tap(r.x + r.width / 2, r.y + r.height / 2);
    };
    await tap('new-ranked');
    s = await waitState(page, (t) => t.ranked, 'ranked game by a tap');
    // Undo refused with the reason, in Portuguese.
    await page.touchscreen.tap(...Object.values(await page.evaluate(() => {
      const c = window.reversi.squareRect(window.reversi.state().legal[0]);
      return { x: c.x + c.width / 2, y: c.y + c.height / 2 };
    })));
    s = await waitState(page, (t) => t.moves.length === 4, 'a tap and the CPU reply');
    await tap('undo');
    s = await waitState(page, (t) => /não é possível desfazer/.test(t.notice), 'undo refused');
    assert.equal(s.moves.length, 4);
    await page.waitForTimeout(300);
    await screenshot(page, 'ranked-phone-pt-undo');

    // The rating header lies below the fold (the game's own buttons come first): a finger
    // dragging the panel up (from the ranked line, where no control takes the touch) brings it
    // into view; a tap opens it and scrolls it to the panel's top, its table in view.
    const panel = await controlRect(page, 'panel');
    const below = await controlRect(page, 'rating');
    assert.ok(below.y + below.height > panel.y + panel.height,
      `rating below the fold first: ${JSON.stringify(below)} in ${JSON.stringify(panel)}`);
    // (The Moves and Games headers come before it: a drag or two.)
    for (let i = 0; i < 3; ++i) {
      const r = await controlRect(page, 'rating');
      if (r && r.y >= panel.y && r.y + r.height <= panel.y + panel.height) break;
      const from = (await controlRect(page, 'ranked-label')) || panel;
      const y = Math.min(from.y + from.height / 2, panel.y + panel.height - 8);
      const start = { x: panel.x + 4, y: Math.max(y, panel.y + panel.height / 2) };
      await touchDrag(page, start, { x: start.x, y: panel.y + 4 });
    }
    await assertOnScreen(page, ['rating']);
    await tap('rating');
    await page.waitForTimeout(400);
    await assertOnScreen(page, ['rating', 'rating-history']);
    await screenshot(page, 'ranked-phone-pt');

    // A drag is the panel's wherever it starts: one from the rating header scrolls the panel
    // back down and folds nothing; one back up brings the settings header into view.
    const header = await controlRect(page, 'rating');
    const grip = { x: header.x + header.width / 2, y: header.y + header.height / 2 };
    await touchDrag(page, grip, { x: grip.x, y: grip.y + 250 });
    const moved = await controlRect(page, 'rating');
    assert.ok(moved.y > header.y, `the panel scrolled: ${header.y} -> ${moved.y}`);
    // (Its table may have scrolled out of the panel, where Dear ImGui does not draw it.)
    assert.equal((await state(page)).section, 'rating', 'the rating section stayed open');
    await touchDrag(page, { x: grip.x, y: moved.y + moved.height / 2 }, { x: grip.x, y: panel.y + 4 });
    assert.equal((await state(page)).settingsOpen, false, 'the drags opened nothing');
    await assertOnScreen(page, ['settings']);
    await tap('settings');
    s = await waitState(page, (t) => t.settingsOpen, 'settings opened by a tap');
    await page.waitForTimeout(300);
    await screenshot(page, 'ranked-phone-pt-settings');
  } finally {
    await b.close();
  }
});
