// The keyboard alone (web/a11y.js, src/app/accessibility.cpp): Tab reaches every control of
// the panel and the board, with a visible focus ring; a whole game against the CPU is started
// and played with Tab, the arrow keys and Enter; undo, the language, the help (H, Escape) and
// the result banner (Escape) by keys; and no axe violation of level serious or critical.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { launch, open, state, waitState, screenshot, colorAt, axeSerious } from './helpers.mjs';

// What has the focus: a square ("sq:d3"), a control ("ctl:undo"), or a label.
const focused = (page) => page.evaluate(() => {
  const el = document.activeElement;
  if (!el || el === document.body) return 'body';
  if (el.dataset.square) return `sq:${el.dataset.square}`;
  if (el.dataset.control) return `ctl:${el.dataset.control}`;
  return `label:${el.getAttribute('aria-label')}`;
});

// Presses Tab until `want` has the focus; fails after `max` presses.
async function tabTo(page, want, max = 40) {
  for (let i = 0; i < max; ++i) {
    if ((await focused(page)) === want) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${want}; at ${await focused(page)}`);
}

// Moves the board's focus from where it is to square `name` with the arrow keys, then Enter.
async function playByKeys(page, name) {
  const before = (await state(page)).moves.length;
  let at = await focused(page);
  if (!at.startsWith('sq:')) {
    await page.keyboard.press('ArrowDown');  // onto the board, at its cursor (Left steps the record)
    at = await focused(page);
  }
  assert.ok(at.startsWith('sq:'), `the board has the focus: ${at}`);
  const col = (s) => s.charCodeAt(0) - 97, row = (s) => Number(s[1]) - 1;
  const from = at.slice(3);
  for (let i = col(from); i < col(name); ++i) await page.keyboard.press('ArrowRight');
  for (let i = col(from); i > col(name); --i) await page.keyboard.press('ArrowLeft');
  for (let i = row(from); i < row(name); ++i) await page.keyboard.press('ArrowDown');
  for (let i = row(from); i > row(name); --i) await page.keyboard.press('ArrowUp');
  assert.equal(await focused(page), `sq:${name}`);
  await page.keyboard.press('Enter');
  return waitState(page, (s) => s.moves.length > before, `move ${name} by keys`, 10000);
}

test('every control by Tab, a whole game against the CPU by keyboard alone', async () => {
  const b = await launch({ viewport: { width: 1280, height: 800 }, bypassCSP: true });
  try {
    const { page, errors } = b;
    await open(page);
    // Tab goes round the page: the board once, then every control of the panel.
    const stops = [];
    for (let i = 0; i < 60; ++i) {
      await page.keyboard.press('Tab');
      const at = await focused(page);
      if (stops.includes(at)) break;
      stops.push(at);
    }
    assert.equal(stops.filter((s) => s.startsWith('sq:')).length, 1, `one stop on the board: ${stops}`);
    const reachable = await page.evaluate(() => [...document.querySelectorAll('.a11y-item')]
      .filter((el) => el.tabIndex === 0)
      .map((el) => (el.dataset.control ? `ctl:${el.dataset.control}` : `label:${el.getAttribute('aria-label')}`)));
    for (const r of reachable) assert.ok(stops.includes(r), `Tab reaches ${r}: ${stops}`);
    for (const name of ['vs-cpu', 'two-players', 'new-ranked', 'new-game', 'undo', 'help',
      'rating', 'settings']) {
      assert.ok(stops.includes(`ctl:${name}`), `Tab reaches ${name}: ${stops}`);
    }
    // Every control has a name, and radio buttons are in named groups.
    const unnamed = await page.evaluate(() => [...document.querySelectorAll('.a11y-item')]
      .filter((el) => !el.getAttribute('aria-label')).length);
    assert.equal(unnamed, 0);

    // The focus ring is drawn around the focused control (a yellow outline over the canvas).
    await tabTo(page, 'ctl:two-players');
    const r = await page.evaluate(() => window.reversi.controlRect('two-players'));
    const ring = await colorAt(page, r.x - 2.5, r.y + r.height / 2, 1, 3);
    assert.ok(ring[0] > 200 && ring[1] > 170 && ring[2] < 150, `focus ring colour ${ring}`);
    await screenshot(page, 'keyboard-focus-ring');

    // Two players: a move by keys, then undo by keys.
    await page.keyboard.press('Enter');
    await waitState(page, (s) => s.seats.O === 'human' && s.moves === '', 'two players');
    await playByKeys(page, 'd3');
    await tabTo(page, 'ctl:undo');
    await page.keyboard.press('Enter');
    await waitState(page, (s) => s.moves === '', 'undo by keys');

    // The language by the arrow keys in its radio group, and back.
    if (!(await state(page)).settingsOpen) {
      await tabTo(page, 'ctl:settings');
      await page.keyboard.press('Enter');
      await waitState(page, (t) => t.settingsOpen, 'the settings opened by Enter');
    }
    await tabTo(page, 'ctl:lang-en');
    await page.keyboard.press('ArrowRight');
    await waitState(page, (t) => t.settings.language === 'pt', 'Portuguese by keys');
    assert.equal(await page.evaluate(() => document.documentElement.lang), 'pt');
    assert.equal(await focused(page), 'ctl:lang-pt');
    await page.keyboard.press('ArrowLeft');
    await waitState(page, (t) => t.settings.language === 'en', 'English by keys');

    // The help: H opens it with the focus inside, Escape closes it and the focus comes back.
    await tabTo(page, 'ctl:help');
    await page.keyboard.press('Enter');
    await waitState(page, (s) => s.helpOpen, 'help by Enter');
    await page.waitForTimeout(200);
    assert.equal(await focused(page), 'ctl:help-close');
    const dialog = await page.evaluate(() => {
      const d = document.getElementById('a11y-dialog');
      return { hidden: d.hidden, text: d.textContent.length, board: document.getElementById('a11y-board').inert };
    });
    assert.ok(!dialog.hidden && dialog.text > 500 && dialog.board, JSON.stringify(dialog));
    await page.keyboard.press('Escape');
    await waitState(page, (s) => !s.helpOpen, 'help closed by Escape');
    await page.waitForTimeout(200);
    assert.equal(await focused(page), 'ctl:help');

    // A game against the CPU, started and played by keys to its end.
    await tabTo(page, 'ctl:vs-cpu');
    await page.keyboard.press('Enter');
    let s = await waitState(page, (t) => t.seats.O === 'cpu' && t.moves === '', 'a CPU game');
    for (const end = Date.now() + 150000; !s.result && Date.now() < end;) {
      if (s.toMove === 'X' && s.legal.length) {
        await playByKeys(page, s.legal[s.legal.length - 1]);
      } else {
        await page.waitForTimeout(150);
      }
      s = await state(page);
    }
    s = await waitState(page, (t) => t.result !== null && !t.animating, 'the game over', 60000);
    assert.equal(s.moves.length >= 2 * 20, true);
    await waitState(page, (t) => t.bannerOpen, 'the result banner');
    await screenshot(page, 'keyboard-game-over');
    await page.keyboard.press('Escape');
    await waitState(page, (t) => !t.bannerOpen, 'the banner closed by Escape');
    // N starts the next game.
    await page.keyboard.press('n');
    await waitState(page, (t) => t.moves.length <= 1 && !t.result, 'a new game by N');

    assert.deepEqual(await axeSerious(page), []);
    assert.deepEqual(errors, []);
  } finally {
    await b.close();
  }
});
