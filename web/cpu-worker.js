// The CPU's Web Worker, started by web/cpu.js: runs the CPU's module (reversi-cpu.js, the factory
// createReversiCpu, src/app/worker_main.cpp) and answers each request {id, obf, level} with
// {id, move} (move: square index 0..63, or -1 for none).
//
// The first worker fetches and compiles reversi-cpu.wasm ({load: true}), off the page's thread,
// and hands the compiled module to the page ({module}), or says {unavailable: reason} when it
// cannot; a restarted worker gets that module ({init: module}) and needs no download. The worker
// says {ready: true} once it can search, or {failed: reason} when it cannot (the page then
// restarts it).
//
// The search runs a slice at a time (engine/level.h: LEVEL_SLICE_NODES nodes, a few ms to a few
// tens of ms) and the worker goes back to its event loop between slices, so that messages are
// taken promptly:
//   {cancel: id}           drops request id (running or waiting): it is never answered
//   {id, obf, level[, seed, budgetScale]}
//                          a new request drops the one before it (the page has one at a time);
//                          seed (the game's) varies the level's noise and book choices;
//                          budgetScale (tests only) multiplies the level's node budget
//   {stats: true}          answers {stats}: the counts below
//   {hints: {id, obf}}     values every legal move of obf (worker_main.cpp, hint_*), in the
//                          slices the CPU leaves free (a CPU request goes first), and posts
//                          {hintId, values, done} each time they deepen, the last with done;
//                          a new one replaces the one before
//   {cancelHints: id}      drops hints request id
//   {review: {id, moves}}  reviews the game of transcript `moves` (worker_main.cpp, review_*),
//                          taking turns with the hints in the slices the CPU leaves free, and
//                          posts {reviewId, total, entries, done} after each move reviewed
//   {cancelReview: id}     drops review id
// The counts are also posted as {stats} when a request starts, ends or is dropped, and every
// STATS_MS while searching: {started, cancelled, answered, slices, longestSliceMs, busyMs,
// current, lastDropped} (current: the id being searched or waiting, or null; lastDropped: the
// id of the last request dropped, or null). The page takes them as the worker's sign of life.
'use strict';

importScripts('reversi-cpu.js');

const STATS_MS = 250;
let cpu = null;  // the module, once instantiated
let failed = false;
let statsPostedAt = 0;
let current = null;  // the request being searched (or waiting for the module)
let hint = null;  // the hints being searched: {id, obf, started, revision}
let review = null;  // the review under way: {id, moves, started, count}
let reviewTurn = false;  // the review's turn, when both it and hints wait
// Hints and reviews are not urgent: after each of their slices the worker rests half as long as
// the slice took, so that on a machine of two cores the page keeps drawing smoothly beside them
// (a CPU move never rests).
const ANALYSIS_REST = 0.5;
let restUntil = 0;
const stats = {
  started: 0, cancelled: 0, answered: 0, slices: 0, longestSliceMs: 0, busyMs: 0, lastDropped: null,
};

function postStats() {
  statsPostedAt = performance.now();
  postMessage({ stats: Object.assign({ current: current ? current.id : null }, stats) });
}

// The module cannot go on (it failed to start, or a search threw): the page restarts the worker
// and searches the request again, so nothing is answered here.
function fail(what, error) {
  if (failed) return;
  failed = true;
  postMessage({ failed: `${what}: ${error}` });
}

// The next slice runs from a MessageChannel task: unlike setTimeout it is not clamped to 4 ms,
// and messages from the page that arrived during a slice are taken before it.
const sliceChannel = new MessageChannel();
let sliceScheduled = false;
function scheduleSlice() {
  if (sliceScheduled || (!current && !hint && !review) || !cpu || failed) return;
  sliceScheduled = true;
  sliceChannel.port2.postMessage(null);
}

function answer(request, move) {
  if (current === request) current = null;
  stats.answered += 1;
  postMessage({ id: request.id, move });
  postStats();
}

// One slice of the hints, when no move is asked for.
function hintSlice() {
  const h = hint;
  let done = false;
  try {
    if (!h.started) {
      h.started = true;
      done = cpu.ccall('hint_start', 'number', ['string'], [h.obf]) === 0;
    } else {
      done = cpu._hint_step(1) !== 0;
    }
    const revision = cpu._hint_revision();
    if (done || revision !== h.revision) {
      h.revision = revision;
      postMessage({ hintId: h.id, values: cpu.ccall('hint_values', 'string', [], []), done });
    }
  } catch (e) {
    fail('hints', e);
    return;
  }
  if (done && hint === h) hint = null;
  scheduleSlice();
}

// One slice of the review.
function reviewSlice() {
  const r = review;
  let done = false;
  try {
    let total = r.total;
    if (!r.started) {
      r.started = true;
      total = r.total = cpu.ccall('review_start', 'number', ['string'], [r.moves]);
      done = total === 0;
    } else {
      done = cpu._review_step(1) !== 0;
    }
    const count = cpu._review_count();
    if (done || count !== r.count) {
      r.count = count;
      postMessage({ reviewId: r.id, total, entries: cpu.ccall('review_entries', 'string', [], []),
        done });
    }
  } catch (e) {
    fail('review', e);
    return;
  }
  if (done && review === r) review = null;
  scheduleSlice();
}

sliceChannel.port1.onmessage = () => {
  sliceScheduled = false;
  if (!current && (hint || review) && cpu && !failed) {
    const wait = restUntil - performance.now();
    if (wait > 0) {
      setTimeout(scheduleSlice, wait);
      return;
    }
    // The review and the hints take turns, a slice each.
    const t0 = performance.now();
    reviewTurn = !reviewTurn;
    if (review && (reviewTurn || !hint)) reviewSlice();
    else hintSlice();
    restUntil = performance.now() + (performance.now() - t0) * ANALYSIS_REST;
    return;
  }
  const request = current;
  if (!request || failed) return;
  const t0 = performance.now();
  let done = false;
  let move = -1;
  try {
    if (!request.started) {
      request.started = true;
      done = cpu.ccall('cpu_start', 'number', ['string', 'number', 'number', 'number'],
        [request.obf, request.level, request.budgetScale, request.seed]) === 0;
    } else {
      done = cpu._cpu_step(1) !== 0;
      const ms = performance.now() - t0;
      stats.slices += 1;
      stats.busyMs += ms;
      stats.longestSliceMs = Math.max(stats.longestSliceMs, ms);
    }
    if (done) move = cpu._cpu_result();
  } catch (e) {
    fail('search', e);
    return;
  }
  if (done) {
    answer(request, move);
    scheduleSlice();  // hints waiting for the CPU's move go on
    return;
  }
  if (performance.now() - statsPostedAt >= STATS_MS) postStats();
  scheduleSlice();
};

function drop() {
  if (!current) return;
  stats.cancelled += 1;
  stats.lastDropped = current.id;
  current = null;
  postStats();
}

function init(module) {
  // The compiled module, instantiated here: nothing is fetched.
  createReversiCpu({
    instantiateWasm(imports, receive) {
      WebAssembly.instantiate(module, imports).then((instance) => receive(instance, module),
        (e) => fail('instantiate', e));
      return {};
    },
  }).then((instance) => {
    cpu = instance;
    postMessage({ ready: true });
    scheduleSlice();
  }, (e) => fail('start', e));
}

onmessage = (e) => {
  const data = e.data || {};
  if (data.init) {
    init(data.init);
  } else if (data.load) {
    fetch('reversi-cpu.wasm', { credentials: 'same-origin' }).then((response) => {
      if (!response.ok) throw new Error(`reversi-cpu.wasm: HTTP ${response.status}`);
      return response.arrayBuffer();
    }).then((bytes) => WebAssembly.compile(bytes)).then((module) => {
      postMessage({ module });
      init(module);
    }, (e) => postMessage({ unavailable: `${e && e.message ? e.message : e}` }));
  } else if (data.stats) {
    postStats();
  } else if (data.hints) {
    hint = { id: data.hints.id, obf: data.hints.obf, started: false, revision: -1 };
    scheduleSlice();
  } else if ('cancelHints' in data) {
    if (hint && hint.id === data.cancelHints) hint = null;
  } else if (data.review) {
    review = { id: data.review.id, moves: data.review.moves, started: false, count: -1, total: 0 };
    scheduleSlice();
  } else if ('cancelReview' in data) {
    if (review && review.id === data.cancelReview) review = null;
  } else if ('cancel' in data) {
    if (current && current.id === data.cancel) drop();
    scheduleSlice();
  } else {
    drop();  // superseded
    current = {
      id: data.id, obf: data.obf, level: data.level, seed: data.seed || 0,
      budgetScale: data.budgetScale || 1,
      started: false,
    };
    stats.started += 1;
    postStats();
    scheduleSlice();
  }
};
