// Offline and first load: after one visit the game reloads and plays with no network (the CPU
// included), a new build served over an old one is offered and taken only on a click, and the
// bytes before the board is playable stay within the budget (web/sw.js, web/offline.js).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  launch, open, reload, state, waitState, playByMouse, screenshot, siteFolder, serveFolder,
  waitServiceWorker, measureColdLoad,
} from './helpers.mjs';

const BUDGET = 600 * 1000;  // bytes before playable, gzip-compressed (issue 22)

// Plays the human's side (X) against the CPU (O): the first legal move, then the CPU's answer.
async function moveAndAnswer(page) {
  const s = await waitState(page, (t) => t.toMove === 'X' && !t.cpuThinking && !t.animating,
    'the human to move', 20000);
  const n = s.moves.length;
  await playByMouse(page, s.legal[0]);
  return waitState(page, (t) => t.moves.length >= n + 4, 'the CPU to answer', 30000);
}

test('after one visit, an offline reload mid-game resumes it and the CPU plays', async () => {
  const b = await launch();
  try {
    const { page, context } = b;
    await open(page);
    await waitServiceWorker(page);
    await page.evaluate(() => window.reversi.setSettings({ cpu_level: 2 }));
    await page.evaluate(() => window.reversi.newGame({ X: 'human', O: 'cpu' }));
    for (let i = 0; i < 2; ++i) await moveAndAnswer(page);
    const before = await state(page);

    await context.setOffline(true);
    const fromNetwork = [];
    page.on('response', (r) => { if (!r.fromServiceWorker()) fromNetwork.push(r.url()); });
    const failed = [];
    page.on('requestfailed', (r) => failed.push(r.url()));
    await reload(page);
    const after = await state(page);
    for (const k of ['board', 'toMove', 'moves', 'seats']) assert.deepEqual(after[k], before[k], k);
    assert.ok(await page.evaluate(() => navigator.serviceWorker.controller !== null),
      'the page is served by the service worker');
    const s = await moveAndAnswer(page);
    assert.equal(s.moves.length, before.moves.length + 4, 'the human moved and the CPU answered');
    const cpu = await page.evaluate(() => window.reversi.cpuStats());
    assert.ok(cpu.worker && cpu.worker.answered >= 1,
      `the CPU's worker answered (not a fallback move): ${JSON.stringify(cpu)}`);
    assert.deepEqual(fromNetwork, [], 'nothing came from the network');
    assert.deepEqual(failed, [], 'no request failed');
    await screenshot(page, 'offline-reload');
    assert.deepEqual(b.errors, []);
  } finally {
    await b.close();
  }
});

test('a new build served over an old one is offered, and taken on a click', async () => {
  const folder = mkdtempSync(join(tmpdir(), 'reversi-site-'));
  const site = join(folder, 'site');
  cpSync(siteFolder(), site, { recursive: true });
  const server = await serveFolder(site);
  const b = await launch({ locale: 'pt-PT' });
  try {
    const { page } = b;
    await open(page, server.url);
    const old = await page.evaluate(() => window.reversi.version);
    assert.match(old, /^[0-9a-f]{12}$/);
    await waitServiceWorker(page);
    await page.evaluate(() => window.reversi.newGame({ X: 'human', O: 'human' }));
    await playByMouse(page, 'f5');

    // A new build, as build-web.sh would write it: another version in sw.js and offline.js
    // (whose precompressed copies, now stale, go).
    const fresh = `${old.slice(0, 6)}new000`;
    for (const file of ['sw.js', 'offline.js']) {
      const path = join(site, file);
      const text = readFileSync(path, 'utf8');
      assert.ok(text.includes(`'${old}'`), `${file} holds the version`);
      writeFileSync(path, text.replaceAll(`'${old}'`, `'${fresh}'`));
      rmSync(`${path}.gz`, { force: true });
      rmSync(`${path}.br`, { force: true });
    }

    await reload(page);
    assert.equal(await page.evaluate(() => window.reversi.version), old,
      'the page keeps running the build it started with');
    const notice = page.locator('#update-notice');
    await notice.waitFor({ state: 'visible', timeout: 60000 });
    assert.equal((await notice.textContent()).replace(/\s+/g, ' ').trim(),
      'Há uma nova versão. Recarregar');
    assert.equal(await page.evaluate(() => window.reversi.version), old, 'not taken silently');
    await screenshot(page, 'update-notice');

    const box = await page.locator('#update-notice button').boundingBox();
    await Promise.all([
      page.waitForEvent('load', { timeout: 30000 }),
      page.mouse.click(box.x + box.width / 2, box.y + box.height / 2),
    ]);
    await page.waitForFunction(() => window.reversi && window.reversi.ready, null, { timeout: 60000 });
    assert.equal(await page.evaluate(() => window.reversi.version), fresh, 'the new build runs');
    assert.equal(await page.locator('#update-notice').count(), 0);
    assert.deepEqual(await page.evaluate(() => caches.keys()), [`reversi-${fresh}`],
      'only the new build is cached');
    const s = await state(page);
    assert.equal(s.moves, 'f5', 'the game survived the update');
    await playByMouse(page, s.legal[0]);
    assert.deepEqual(b.errors, []);
  } finally {
    await b.close();
    await server.close();
    rmSync(folder, { recursive: true, force: true });
  }
});

test(`at most ${BUDGET / 1000} KB cross the network before the board is playable (gzip)`, async () => {
  const server = await serveFolder(siteFolder(), { encodings: 'gzip' });
  try {
    const load = await measureColdLoad(server.url);
    const list = load.requests.map((r) => `${r.url.slice(server.url.length)} ${r.bytes}`).join(', ');
    assert.ok(load.requests.some((r) => r.url.endsWith('/reversi.wasm')), list);
    assert.ok(!load.requests.some((r) => /reversi-cpu\.wasm$/.test(r.url)),
      `the CPU's wasm is not fetched before the board is playable: ${list}`);
    assert.ok(load.bytes <= BUDGET, `${load.bytes} bytes before playable: ${list}`);
  } finally {
    await server.close();
  }
});
