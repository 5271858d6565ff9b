// A CPU that never breaks (web/cpu.js): with the worker's file cut (page.route), the CPU plays on
// the page's thread, a slice between two frames, exactly the moves the worker plays, with no
// stall, while frames keep coming and the notice says so; once the file is back, a new worker
// takes over and the notice goes. A worker that crashes or goes silent mid-search is restarted
// and the request answered. With the CPU's wasm cut, the CPU plays no move of its own (there is
// none), says so, and plays once the file is back.
// Frame times while the page's thread searches at level 10 are printed for docs/benchmarks.md.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { launch, open, state, waitState, playByMouse, measureFrames, measureDrawing, report,
  cpuStats, startLongThink, LONG_THINK, OTHER_LONG_THINK, STRONGEST } from './helpers.mjs';

// A level whose searches take several slices (depth 9 in the midgame, exact from 16 empties).
const LEVEL = 8;
const WORKER_FILE = /\/cpu-worker\.js(\?.*)?$/;
const CPU_WASM = /\/reversi-cpu\.wasm(\?.*)?$/;
const CPU_SCRIPT = /\/cpu\.js(\?.*)?$/;
// The app's notices (src/app/text.cpp, TextId::CpuOnPage and CpuUnavailable), in part.
const ON_PAGE = 'CPU helper not loaded';
const UNAVAILABLE = 'The CPU could not load';
// The old app played a weak move of its own after 20 s without an answer: a reply must come well
// before that could have happened.
const STALL_MS = 20000;

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const CLI = join(ROOT, 'build', 'native-release', 'reversi-cli');

// The level player's move natively from a fresh engine (reversi-cli search --level), or null
// when the CLI is not built (scripts/test.sh builds it before the browser tests).
function nativeMove(transcript, level) {
  if (!existsSync(CLI)) return null;
  const obf = spawnSync(CLI, ['play', transcript], { encoding: 'utf8' }).stdout.trim();
  const out = spawnSync(CLI, ['search', obf, '--level', String(level)], { encoding: 'utf8' });
  return out.stdout.trim().split(/\s+/)[0];
}

// Waits until predicate(arg) holds in the page; on a timeout, says what and the CPU's stats.
const waitStats = (page, predicate, what, { arg = null, timeout = 20000 } = {}) =>
  page.waitForFunction(predicate, arg, { timeout, polling: 100 }).catch(async (e) => {
    throw new Error(`${what}: ${e.message}; stats ${JSON.stringify(await cpuStats(page))}`);
  });

// Errors the test causes on purpose (the cut files, the crash) are not the page's.
const ownErrors = (errors) => errors.filter((e) =>
  !/cpu(-worker)?\.js|reversi-cpu|ERR_FAILED|Failed to load resource|crash for the test/.test(e));

// Opens the game in a fresh browser with the files matching `cut` failing to load, waits until
// the CPU's mode is `mode`, runs body(browser), checks that the page logged no error of its own.
// No service worker: the files come from the server, through the routes.
async function withGame({ cut = null, mode }, body) {
  const b = await launch({ serviceWorkers: 'block' });
  try {
    if (cut) await b.context.route(cut, (route) => route.abort());
    await open(b.page);
    await waitStats(b.page, (m) => window.reversi.cpuStats().mode === m, `the mode ${mode}`,
      { arg: mode });
    await body(b);
    assert.deepEqual(ownErrors(b.errors), []);
  } finally {
    await b.close();
  }
}

// Human Black (the first legal move, by mouse) against the CPU (White) at LEVEL, a whole game.
// Returns the transcript and each CPU reply's wall-clock time (from the human's move to the
// human's next turn or the end).
async function playGame(page) {
  await page.evaluate((level) => window.reversi.setSettings({ cpu_level: level }), LEVEL);
  await page.evaluate(() => window.reversi.newGame({ X: 'human', O: 'cpu' }));
  const replyMs = [];
  for (;;) {
    const s = await state(page);
    if (s.result) return { moves: s.moves, replyMs };
    assert.equal(s.toMove, 'X', `the human's turn: ${JSON.stringify(s)}`);
    const at = Date.now();
    await playByMouse(page, s.legal[0]);
    await waitState(page, (t) => t.result || (t.toMove === 'X' && !t.cpuThinking),
      'the CPU reply', STALL_MS * 2);
    replyMs.push(Date.now() - at);
  }
}

test('the worker\'s file cut: the page plays the worker\'s moves; restored: the worker is back',
  async () => {
    // The reference: the worker plays the game.
    let expected;
    await withGame({ mode: 'worker' }, async ({ page }) => {
      expected = await playGame(page);
      const stats = await cpuStats(page);
      assert.equal(stats.page.answered, 0, 'the page searched nothing');
      assert.ok(stats.worker.answered > 10, 'the worker played the game');
      console.log(`worker: ${expected.moves} (${stats.worker.answered} CPU moves)`);
    });

    // The prefetch starts the worker once the page is idle: it fails, and the page takes over.
    await withGame({ cut: WORKER_FILE, mode: 'page' }, async ({ page, context }) => {
      let s = await state(page);
      assert.ok(!s.notice.includes(ON_PAGE), 'no notice while no seat is the CPU\'s');
      const framesBefore = s.framesDrawn;
      const game = playGame(page);
      await waitStats(page, () => window.reversi.cpuStats().page.current !== null,
        'the page searching', { timeout: 10000 });
      s = await state(page);
      assert.ok(s.notice.includes(ON_PAGE), `the notice: ${s.notice}`);
      const got = await game;
      const stats = await cpuStats(page);
      console.log(`page: ${got.moves} (${stats.page.answered} CPU moves, ${stats.page.slices} ` +
        `slices, longest ${stats.page.longestSliceMs.toFixed(1)} ms, busy ` +
        `${Math.round(stats.page.busyMs)} ms, engine built in ${Math.round(stats.page.prepareMs)} ms; replies ${Math.min(...got.replyMs)}-` +
        `${Math.max(...got.replyMs)} ms; ${stats.workerFailures} worker loads failed)`);
      assert.equal(got.moves, expected.moves, 'the page played the worker\'s moves');
      assert.equal(stats.worker, null, 'no worker ever searched');
      assert.ok(stats.page.answered > 10, 'the page played the game');
      assert.equal(stats.answers, stats.page.answered);
      assert.ok(Math.max(...got.replyMs) < STALL_MS, `a reply took ${Math.max(...got.replyMs)} ms`);
      assert.ok(stats.restarts >= 1, 'the worker was tried again');
      s = await state(page);
      assert.ok(s.framesDrawn > framesBefore + got.moves.length, 'frames kept coming');
      assert.ok(s.notice.includes(ON_PAGE) || s.result, 'the notice stays while degraded');

      // The file is back: the next restart (at most 4 s later) brings the worker back.
      await context.unroute(WORKER_FILE);
      await waitStats(page, () => window.reversi.cpuStats().mode === 'worker', 'the worker back');
      await page.evaluate(() => window.reversi.newGame({ X: 'human', O: 'cpu' }));
      s = await waitState(page, (t) => !t.notice.includes(ON_PAGE), 'the notice gone', 5000);
      await playByMouse(page, s.legal[0]);
      await waitState(page, (t) => t.moves.length === 4, 'the worker\'s reply', STALL_MS);
      const after = await cpuStats(page);
      assert.equal(after.worker.answered, 1, 'the new worker answered');
      assert.equal(after.page.answered, stats.page.answered, 'the page searched no more');
    });
  });

test('level 10 on the page\'s thread: the frames keep coming; its move is the level player\'s',
  () => withGame({ cut: WORKER_FILE, mode: 'page' }, async ({ page }) => {
    report('drawing, CPU idle', await measureDrawing(page, 2000));
    const askedAt = await startLongThink(page);
    await page.waitForTimeout(500);
    const drawnBefore = (await state(page)).framesDrawn;
    const thinking = await measureDrawing(page, 3000);
    const drawn = (await state(page)).framesDrawn - drawnBefore;
    report(`drawing while level ${STRONGEST} thinks on the page`, thinking);
    let stats = await cpuStats(page);
    assert.notEqual(stats.page.current, null, 'the page was searching all along');
    console.log(`page: ${stats.page.slices} slices so far, longest ` +
      `${stats.page.longestSliceMs.toFixed(1)} ms, mean ` +
      `${(stats.page.busyMs / stats.page.slices).toFixed(1)} ms; ${drawn} frames drawn`);
    // Frames come while it thinks: a slice between two frames, never the whole search at once.
    assert.ok(thinking.frames >= 20, `${thinking.frames} frames in 3 s`);
    assert.ok(drawn >= 20, `${drawn} frames drawn in 3 s`);
    assert.ok(stats.page.slices >= thinking.frames / 2, 'the search goes on frame after frame');

    const s = await waitState(page, (t) => t.moves.length > LONG_THINK.length, 'the move', 120000);
    stats = await cpuStats(page);
    const move = s.moves.slice(LONG_THINK.length, LONG_THINK.length + 2);
    const native = nativeMove(LONG_THINK, STRONGEST);
    console.log(`level ${STRONGEST} thought ${Date.now() - askedAt} ms on the page: ${move} ` +
      `(native ${native}); ${stats.page.slices} slices, longest ` +
      `${stats.page.longestSliceMs.toFixed(1)} ms, busy ${Math.round(stats.page.busyMs)} ms`);
    if (native) assert.equal(move, native, 'the move of reversi-cli search --level 10');
    assert.equal(stats.page.answered, 1);
  }));

// The CPU's move once a worker failed while it searched: the new worker (a fresh engine, as the
// CLI's) searches the long think `moves` again and plays the level player's move.
async function expectMoveAfter(page, failures, what, moves = LONG_THINK) {
  await waitStats(page, (n) => window.reversi.cpuStats().workerFailures === n, what,
    { arg: failures });
  const s = await waitState(page, (t) => t.moves.length > moves.length, 'the move', 60000);
  const stats = await cpuStats(page);
  const move = s.moves.slice(-2);
  const native = nativeMove(moves, STRONGEST);
  console.log(`after ${what} (${stats.lastFailure}): ${move} (native ${native}), ` +
    `${stats.restarts} restart(s), the page searched ${stats.page.slices} slices meanwhile`);
  assert.equal(stats.restarts, failures);
  assert.equal(stats.mode, 'worker');
  assert.equal(stats.worker.answered, 1, 'the new worker answered');
  if (native) assert.equal(move, native, 'the level player\'s move');
  return stats;
}

test('a worker that crashes or goes silent mid-search is restarted and the move comes',
  () => withGame({ mode: 'worker' }, async ({ page }) => {
    const cpuWorker = () => page.workers().filter((w) => WORKER_FILE.test(w.url())).pop();
    const searching = () => waitStats(page,
      () => (window.reversi.cpuStats().worker || {}).current !== null, 'the worker searching');

    // A crash: an uncaught error in the worker while it searches.
    await startLongThink(page);
    await searching();
    await cpuWorker().evaluate(() => {
      setTimeout(() => { throw new Error('crash for the test'); }, 0);
    });
    await expectMoveAfter(page, 1, 'a crash');

    // Silence: the worker closes itself while it searches (no error event): the page restarts
    // it once it has said nothing for 5 s. (Another position: this worker's tables hold the
    // first one's search, which it would answer before it could be silenced.)
    await startLongThink(page, OTHER_LONG_THINK);
    await searching();
    await cpuWorker().evaluate(() => {
      setTimeout(() => self.close(), 0);
    });
    const stats = await expectMoveAfter(page, 2, 'a silence', OTHER_LONG_THINK);
    assert.match(stats.lastFailure, /silent/);
  }));

test('the CPU\'s wasm cut: no move of the app\'s own, a notice; restored: the CPU plays',
  () => withGame({ cut: CPU_WASM, mode: 'unavailable' }, async ({ page, context }) => {
    await page.evaluate((level) => window.reversi.setSettings({ cpu_level: level }), LEVEL);
    await page.evaluate(() => window.reversi.newGame({ X: 'human', O: 'cpu' }));
    let s = await state(page);
    await playByMouse(page, s.legal[0]);
    s = await waitState(page, (t) => t.notice.includes(UNAVAILABLE), 'the notice', 5000);
    await page.waitForTimeout(1500);
    s = await state(page);
    assert.equal(s.moves.length, 2, 'the CPU played nothing of its own');
    assert.equal(s.cpuThinking, true);

    await context.unroute(CPU_WASM);
    s = await waitState(page, (t) => t.moves.length === 4, 'the CPU move', STALL_MS);
    const stats = await cpuStats(page);
    assert.equal(stats.mode, 'worker');
    assert.ok(stats.loadFailures >= 1);
    assert.equal(stats.worker.answered, 1);
    assert.ok(!s.notice.includes(UNAVAILABLE), `the notice gone: ${s.notice}`);
  }));

test('the page\'s CPU script cut: the game runs, and says that the CPU could not load',
  () => withGame({ cut: CPU_SCRIPT, mode: 'unavailable' }, async ({ page }) => {
    await page.evaluate(() => window.reversi.newGame({ X: 'human', O: 'cpu' }));
    const s = await waitState(page, (t) => t.notice.includes(UNAVAILABLE), 'the notice', 5000);
    await playByMouse(page, s.legal[0]);
    await page.waitForTimeout(1000);
    const t = await state(page);
    assert.equal(t.moves.length, 2, 'the CPU played nothing of its own');
    assert.equal(t.cpuThinking, true);
  }));
