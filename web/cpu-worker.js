// The CPU's Web Worker: loads reversi-cpu.js/.wasm (src/app/worker_main.cpp) and answers each
// request {id, obf, level} with {id, move} (move: square index 0..63, or -1 for none).
//
// The search runs a slice at a time (engine/level.h: LEVEL_SLICE_NODES nodes, a few ms to a few
// tens of ms) and the worker goes back to its event loop between slices, so that messages are
// taken promptly:
//   {cancel: id}           drops request id (running or waiting): it is never answered
//   {id, obf, level[, budgetScale]}
//                          a new request drops the one before it (the page has one at a time);
//                          budgetScale (tests only) multiplies the level's node budget
//   {stats: true}          answers {stats}: the counts below
// The counts are also posted as {stats} when a request starts, ends or is dropped, and every
// STATS_MS while searching: {started, cancelled, answered, slices, longestSliceMs, busyMs,
// current, lastDropped} (current: the id being searched or waiting, or null; lastDropped: the
// id of the last request dropped, or null).
'use strict';

const STATS_MS = 250;
let runtimeReady = false;
let statsPostedAt = 0;
let current = null;  // the request being searched (or waiting for the runtime)
const stats = {
  started: 0, cancelled: 0, answered: 0, slices: 0, longestSliceMs: 0, busyMs: 0, lastDropped: null,
};

function postStats() {
  statsPostedAt = performance.now();
  postMessage({ stats: Object.assign({ current: current ? current.id : null }, stats) });
}

// The next slice runs from a MessageChannel task: unlike setTimeout it is not clamped to 4 ms,
// and messages from the page that arrived during a slice are taken before it.
const sliceChannel = new MessageChannel();
let sliceScheduled = false;
function scheduleSlice() {
  if (sliceScheduled || !current || !runtimeReady) return;
  sliceScheduled = true;
  sliceChannel.port2.postMessage(null);
}

function answer(request, move) {
  if (current === request) current = null;
  stats.answered += 1;
  postMessage({ id: request.id, move });
  postStats();
}

function begin(request) {
  let searching = 0;
  try {
    searching = Module.ccall('cpu_start', 'number', ['string', 'number', 'number'],
      [request.obf, request.level, request.budgetScale || 1]);
  } catch (e) {
    console.error('cpu_start failed:', e);
  }
  if (!searching) {
    answer(request, -1);
    return;
  }
  request.started = true;
  scheduleSlice();
}

sliceChannel.port1.onmessage = () => {
  sliceScheduled = false;
  const request = current;
  if (!request) return;
  if (!request.started) {
    begin(request);
    return;
  }
  const t0 = performance.now();
  let done = true;
  let move = -1;
  try {
    done = Module._cpu_step(1) !== 0;
    if (done) move = Module._cpu_result();
  } catch (e) {
    console.error('cpu_step failed:', e);
  }
  const ms = performance.now() - t0;
  stats.slices += 1;
  stats.busyMs += ms;
  stats.longestSliceMs = Math.max(stats.longestSliceMs, ms);
  if (done) {
    answer(request, move);
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

var Module = {
  onRuntimeInitialized() {
    runtimeReady = true;
    scheduleSlice();
  },
};

onmessage = (e) => {
  const data = e.data || {};
  if (data.stats) {
    postStats();
  } else if ('cancel' in data) {
    if (current && current.id === data.cancel) drop();
  } else {
    drop();  // superseded
    current = {
      id: data.id, obf: data.obf, level: data.level, budgetScale: data.budgetScale || 1,
      started: false,
    };
    stats.started += 1;
    postStats();
    scheduleSlice();
  }
};

importScripts('reversi-cpu.js');
