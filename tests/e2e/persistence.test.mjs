// Saving: a reload resumes the same position; a corrupt or cut-short save gives a one-sentence
// notice and a fresh game; denied storage leaves the game playable with a note.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { launch, open, reload, state, playByMouse, screenshot } from './helpers.mjs';

test('reload mid-game resumes the same position', async () => {
  const b = await launch();
  try {
    const { page } = b;
    await open(page);
    await page.evaluate(() => window.reversi.newGame({ X: 'human', O: 'human' }));
    await page.evaluate(() => window.reversi.setSettings({ show_legal_moves: false }));
    for (const m of ['f5', 'd6', 'c3']) await playByMouse(page, m);
    const before = await state(page);
    await reload(page);
    const after = await state(page);
    for (const k of ['board', 'toMove', 'moves', 'black', 'white', 'seats', 'settings'])
      assert.deepEqual(after[k], before[k], k);
    assert.equal(after.notice, '');
    await playByMouse(page, 'd3');
  } finally {
    await b.close();
  }
});

test('a corrupt or cut-short save is reported and replaced by a fresh game', async () => {
  const b = await launch();
  try {
    const { page } = b;
    await open(page);
    await page.evaluate(() => window.reversi.newGame({ X: 'human', O: 'human' }));
    for (const m of ['f5', 'd6']) await playByMouse(page, m);
    const saved = await page.evaluate(() => localStorage.getItem('reversi.match'));
    assert.ok(saved && saved.length > 10);
    for (const bad of ['garbage{]', saved.slice(0, Math.floor(saved.length / 2))]) {
      await page.evaluate((t) => localStorage.setItem('reversi.match', t), bad);
      await reload(page);
      const s = await state(page);
      assert.equal(s.moves, '');
      assert.equal(s.toMove, 'X');
      assert.match(s.notice, /could not be read/, JSON.stringify({ bad, errors: b.errors }));
      await playByMouse(page, 'f5');
    }
    await screenshot(page, 'corrupt-save');
    assert.deepEqual(b.errors.filter((e) => !/saved match refused/.test(e)), []);
  } finally {
    await b.close();
  }
});

test('storage denied: playable, with a note', async () => {
  const b = await launch();
  try {
    const { page } = b;
    await page.addInitScript(() => {
      Object.defineProperty(window, 'localStorage', {
        get() { throw new DOMException('denied', 'SecurityError'); },
      });
    });
    await open(page);
    await page.evaluate(() => window.reversi.newGame({ X: 'human', O: 'human' }));
    const s = await playByMouse(page, 'f5');
    assert.equal(s.moves, 'f5');
    assert.equal(s.storageOk, false);
    await screenshot(page, 'storage-denied');
  } finally {
    await b.close();
  }
});
