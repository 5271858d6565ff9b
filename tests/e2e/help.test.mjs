// The rules help panel in English and Portuguese, the language following the browser and
// switchable; the keyboard: arrows, Enter, N, H (web/a11y.js).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { launch, open, state, waitState, screenshot } from './helpers.mjs';

test('help in English, then in Portuguese; keyboard play', async () => {
  const b = await launch({ locale: 'en-GB' });
  try {
    const { page } = b;
    await open(page);
    let s = await state(page);
    assert.equal(s.settings.language, 'en');
    await page.keyboard.press('h');
    s = await waitState(page, (t) => t.helpOpen, 'help open');
    await page.waitForTimeout(300);
    await screenshot(page, 'help-en');
    await page.evaluate(() => window.reversi.setSettings({ language: 'pt' }));
    await page.waitForTimeout(300);
    await screenshot(page, 'help-pt');
    await page.keyboard.press('h');
    s = await waitState(page, (t) => !t.helpOpen, 'help closed');
    assert.equal(s.settings.language, 'pt');

    // Keyboard: N new game, the cursor starts on d3; arrows move it, Enter plays.
    await page.evaluate(() => window.reversi.newGame({ X: 'human', O: 'human' }));
    await page.keyboard.press('ArrowDown');  // shows the cursor on d3 (Left/Right step the record)
    await page.keyboard.press('Enter');
    s = await waitState(page, (t) => t.moves === 'd3', 'd3 by keyboard');
    await page.keyboard.press('ArrowLeft');    // c3
    // The focus is on the square's cell of the accessibility layer, named for screen readers.
    await page.waitForFunction(() => /^c3, vazia, jogada legal, vira 1$/.test(
      document.activeElement.getAttribute('aria-label')));
    await page.keyboard.press('Space');
    s = await waitState(page, (t) => t.moves === 'd3c3', 'c3 by keyboard');
    await page.waitForTimeout(300);
    await screenshot(page, 'keyboard-pt');
    await page.keyboard.press('n');
    s = await waitState(page, (t) => t.moves === '', 'new game by N');
  } finally {
    await b.close();
  }
});

test('a Portuguese browser gets Portuguese', async () => {
  const b = await launch({ locale: 'pt-BR' });
  try {
    const { page } = b;
    await open(page);
    const s = await state(page);
    assert.equal(s.settings.language, 'pt');
    assert.match(s.status, /Vez das pretas/);
  } finally {
    await b.close();
  }
});
