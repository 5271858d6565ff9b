// The CPU on the page's side (window.reversiCpu): it takes the app's requests for a move
// (src/app/platform.cpp) and has them searched by the CPU's module, reversi-cpu.js/.wasm
// (src/app/worker_main.cpp, the engine's level player), in a Web Worker (web/cpu-worker.js), or,
// while the worker cannot run, on the page's thread, a slice between two frames. Either way the
// move is the level player's, in slices of LEVEL_SLICE_NODES, so it is the same move.
//
// - Prefetch: once the page is idle after its first frame (prefetch(), called by page.js), the
//   page starts the worker ({load: true}), which fetches and compiles reversi-cpu.wasm and hands
//   the compiled module back ({module}): the first CPU move waits for no download, and a
//   restarted worker ({init: module}) downloads nothing but its two small scripts. The page's
//   thread never receives or compiles those 2 MB itself (a task of 50 to 150 ms on a desktop,
//   four times that on a phone) unless it has to search: then it loads them itself (loadCode).
//   A worker that cannot fetch or compile them ({unavailable}) makes the CPU "unavailable"
//   until a new one, after the back-off, can.
// - Restarts: a worker that fails to load, reports {failed}, raises an error, or goes silent for
//   SILENT_MS while it has a request is terminated and started again after a back-off
//   (RESTART_MS: 0.5 s, 1 s, 2 s, then every 4 s; at once when the browser comes back online).
//   A request it had is searched again, on the page until a new worker is ready, then by it.
// - The page's thread: the same module, instantiated on the page from the same compiled wasm,
//   runs the same search with its pause points on (cpu_run, worker_main.cpp): each frame
//   (requestAnimationFrame, then a MessageChannel task, so that it runs after the frame is
//   drawn) it searches until PAGE_SLICE_MS is spent, then pauses until the next frame. A pause
//   changes nothing in the search: the move is the one the worker finds.
// - The mode, for the app (health(): 0 fine, 1 on the page, 2 unavailable) and the tests
//   (stats().mode): "starting" (the worker is loading, nothing failed), "worker", "page" (the
//   worker failed; the page searches until it is back) or "unavailable" (the CPU's code itself
//   could not be loaded; retried with the same back-off).
//
// - Hints (hints(id, obf), cancelHints(id)): the value of every legal move, searched by the
//   worker when it has no move to find, never on the page's thread; a request waits for the
//   worker (and is sent again to a restarted one). Its answers go to reversi_hint_answer(id,
//   values, done) as they deepen.
// - Reviews (review(id, moves), cancelReview(id)): a whole game's, the same way; answers go to
//   reversi_review_answer(id, total, entries, done) after each move reviewed.
// Interface: request(id, obf, level, seed), cancel(id), hints(id, obf), cancelHints(id),
// review(id, moves), cancelReview(id), health(), stats(), prefetch().
'use strict';

(function () {
  const RESTART_MS = [500, 1000, 2000, 4000];  // back-off by consecutive failure, the last repeats
  const START_TIMEOUT_MS = 15000;  // a worker not ready by then has failed
  const SILENT_MS = 5000;  // a worker searching posts stats every 250 ms: silent this long, dead
  const PAGE_SLICE_MS = 6;  // the page's thread: searches a frame until this is spent
  const IDLE_TIMEOUT_MS = 2000;  // requestIdleCallback's deadline for the prefetch

  // Tests only: ?cpuBudgetScale=N (1-100) multiplies the CPU levels' node budgets (and, above
  // 1, lifts their depth limits), so that a browser test can keep the strongest level thinking
  // long enough on a fast machine.
  const budgetScale = Math.min(100, Math.max(1,
    Math.floor(Number(new URLSearchParams(location.search).get('cpuBudgetScale'))) || 1));

  const stats = {
    mode: 'starting',
    requested: 0,  // requests from the app
    cancelRequests: 0,  // cancels of a request not answered yet
    answers: 0,  // answers given to the app (worker and page)
    lastCancelMs: null,  // from the last cancel sent to the worker to its word that it dropped it
    worker: null,  // the worker's own counts as it last posted them (cpu-worker.js)
    workerStarts: 0,  // workers started
    restarts: 0,  // of them, started again after a failure
    workerFailures: 0,  // failed loads, crashes and silences
    lastFailure: null,  // why the last worker failed
    loadFailures: 0,  // failed loads of reversi-cpu.js or .wasm on the page
    page: { answered: 0, slices: 0, longestSliceMs: 0, busyMs: 0, current: null, prepareMs: null },
  };

  // {module: compiled reversi-cpu.wasm}, from the worker or, with reversi-cpu.js, loaded here.
  let code = null;
  let loading = null;  // the promise of code while it loads
  let loadFailures = 0;  // consecutive
  let loadTimer = null;
  let worker = null;
  let workerReady = false;
  let workerFailures = 0;  // consecutive: the back-off's step
  let heardAt = 0;  // the worker's last message
  let restartTimer = null;
  let pageCpu = null;  // the module instantiated on the page (kept: its tables carry over)
  let pageCpuLoading = false;
  let request = null;  // {id, obf, level, where: 'worker' | 'page' | null, started}
  let hint = null;  // the hints asked for: {id, obf}, until their last answer
  let review = null;  // the review asked for: {id, moves}, until its last answer
  const cancelSentAt = new Map();  // request id -> performance.now() when its cancel was sent

  const backoff = (failures) => RESTART_MS[Math.min(failures, RESTART_MS.length) - 1];

  function updateMode() {
    if (workerReady) stats.mode = 'worker';
    else if (!code && loadFailures > 0) stats.mode = 'unavailable';
    else if (workerFailures > 0) stats.mode = 'page';
    else stats.mode = 'starting';
    stats.page.current = request && request.where === 'page' ? request.id : null;
  }

  function tell(id, move) {
    window.Module.ccall('reversi_cpu_answer', null, ['number', 'number'], [id, move]);
  }

  // ---- Loading: reversi-cpu.js on the page, reversi-cpu.wasm compiled once -------------------
  function loadScript() {
    if (typeof window.createReversiCpu === 'function') return Promise.resolve();
    return new Promise((resolve, reject) => {
      const script = document.createElement('script');
      script.src = 'reversi-cpu.js';
      script.onload = () => (typeof window.createReversiCpu === 'function'
        ? resolve() : reject(new Error('reversi-cpu.js defines no createReversiCpu')));
      script.onerror = () => {
        script.remove();
        reject(new Error('reversi-cpu.js did not load'));
      };
      document.head.appendChild(script);
    });
  }

  // The CPU's code for the page's own thread: reversi-cpu.js, and the module (the worker's, or
  // fetched and compiled here).
  function loadCode() {
    if (code && typeof window.createReversiCpu === 'function') return Promise.resolve(code);
    if (loading) return loading;
    clearTimeout(loadTimer);
    loadTimer = null;
    const wasm = code ? Promise.resolve(code.module)
      : fetch('reversi-cpu.wasm', { credentials: 'same-origin' }).then((response) => {
        if (!response.ok) throw new Error(`reversi-cpu.wasm: HTTP ${response.status}`);
        return response.arrayBuffer();
      }).then((bytes) => WebAssembly.compile(bytes));
    loading = Promise.all([wasm, loadScript()]).then(([module]) => {
      code = code || { module };
      loading = null;
      loadFailures = 0;
      updateMode();
      return code;
    }, (e) => {
      loading = null;
      loadFailures += 1;
      stats.loadFailures += 1;
      console.warn(`The CPU's code could not load (${e && e.message ? e.message : e}); ` +
        'trying again.');
      loadTimer = setTimeout(() => loadCode().then(startWorker, () => {}), backoff(loadFailures));
      updateMode();
      throw e;
    });
    return loading;
  }

  // ---- The worker ------------------------------------------------------------------------------
  function startWorker() {
    if (worker || restartTimer) return;
    clearTimeout(loadTimer);  // a load waiting for its back-off: this worker loads at once
    loadTimer = null;
    stats.workerStarts += 1;
    if (workerFailures > 0) stats.restarts += 1;
    let w;
    try {
      w = new Worker('cpu-worker.js');
    } catch (e) {
      workerFailed(null, `refused: ${e && e.message ? e.message : e}`);
      return;
    }
    worker = w;
    workerReady = false;
    heardAt = performance.now();
    w.onmessage = (e) => onWorkerMessage(w, e.data || {});
    w.onerror = (e) => {
      e.preventDefault();
      workerFailed(w, e.message || 'the worker could not load or raised an error');
    };
    w.onmessageerror = () => workerFailed(w, 'a message could not be read');
    w.postMessage(code ? { init: code.module } : { load: true });
    if (code) startTimeout(w);  // else once the module is in: a download has no time limit
    updateMode();
  }

  function startTimeout(w) {
    setTimeout(() => {
      if (w === worker && !workerReady) workerFailed(w, 'not ready in time');
    }, START_TIMEOUT_MS);
  }

  // Worker w could not fetch or compile reversi-cpu.wasm: no CPU until a new worker, after the
  // back-off (at once when the browser is back online, or when a move is asked for), can.
  function workerLoadFailed(w, why) {
    if (w !== worker) return;
    w.terminate();
    worker = null;
    workerReady = false;
    loadFailures += 1;
    stats.loadFailures += 1;
    console.warn(`The CPU's code could not load (${why}); trying again.`);
    loadTimer = setTimeout(startWorker, backoff(loadFailures));
    updateMode();
  }

  // Worker w (null: none could be made) cannot go on: the next one starts after the back-off,
  // and its request goes to the page meanwhile.
  function workerFailed(w, why) {
    if (w !== worker) return;  // an old worker's late news
    if (w) w.terminate();
    worker = null;
    workerReady = false;
    workerFailures += 1;
    stats.workerFailures += 1;
    stats.lastFailure = why;
    console.warn(`The CPU worker failed (${why}); the CPU plays on the page until it is back.`);
    if (code) preparePage();
    restartTimer = setTimeout(() => {
      restartTimer = null;
      startWorker();
    }, backoff(workerFailures));
    if (request && request.where !== 'page') dispatch();  // a search on the page goes on
    updateMode();
  }

  function onWorkerMessage(w, data) {
    if (w !== worker) return;
    heardAt = performance.now();
    if (data.ready) {
      workerReady = true;
      workerFailures = 0;
      updateMode();
      if (request) dispatch();  // a request searched on the page meanwhile: the worker takes it
      if (hint) worker.postMessage({ hints: hint });
      if (review) worker.postMessage({ review });
    } else if (data.module) {
      code = code || { module: data.module };
      loadFailures = 0;
      startTimeout(w);
      updateMode();
    } else if (data.unavailable) {
      workerLoadFailed(w, data.unavailable);
    } else if (data.failed) {
      workerFailed(w, data.failed);
    } else if (data.stats) {
      stats.worker = data.stats;
      const dropped = data.stats.lastDropped;
      if (cancelSentAt.has(dropped)) {
        stats.lastCancelMs = performance.now() - cancelSentAt.get(dropped);
        cancelSentAt.delete(dropped);
      }
    } else if ('reviewId' in data) {
      if (!review || data.reviewId !== review.id) return;
      if (data.done) review = null;
      window.Module.ccall('reversi_review_answer', null, ['number', 'number', 'string', 'number'],
        [data.reviewId, data.total, data.entries, data.done ? 1 : 0]);
    } else if ('hintId' in data) {
      if (!hint || data.hintId !== hint.id) return;  // replaced or cancelled meanwhile
      if (data.done) hint = null;
      window.Module.ccall('reversi_hint_answer', null, ['number', 'string', 'number'],
        [data.hintId, data.values, data.done ? 1 : 0]);
    } else if (request && request.where === 'worker' && data.id === request.id) {
      cancelSentAt.delete(data.id);
      finish(data.move);
    }
  }

  // A worker that has a request and says nothing for SILENT_MS is gone (closed, killed, hung).
  setInterval(() => {
    if (workerReady && request && request.where === 'worker' &&
        performance.now() - heardAt > SILENT_MS) {
      workerFailed(worker, `silent for ${SILENT_MS} ms while searching`);
    }
  }, 1000);

  window.addEventListener('online', () => {
    if (restartTimer) {
      clearTimeout(restartTimer);
      restartTimer = null;
      startWorker();
    }
    if (loadTimer) startWorker();
  });

  // ---- Requests ----------------------------------------------------------------------------------
  // Sends the request where it can be searched now: the worker if ready; the page if the worker
  // has failed (or none can be made); otherwise it waits for the worker that is starting.
  function dispatch() {
    const r = request;
    r.started = false;
    if (workerReady) {
      r.where = 'worker';
      heardAt = performance.now();
      worker.postMessage({ id: r.id, obf: r.obf, level: r.level, seed: r.seed, budgetScale });
    } else if (workerFailures > 0) {
      r.where = 'page';
      runOnPage();
    } else {
      r.where = null;
      startWorker();
    }
    updateMode();
  }

  function finish(move) {
    const r = request;
    request = null;
    stats.answers += 1;
    if (r.where === 'page') stats.page.answered += 1;
    updateMode();
    tell(r.id, move);
  }

  // ---- The page's thread -------------------------------------------------------------------------
  function runOnPage() {
    if (pageCpu) {
      schedulePageSlices();
      return;
    }
    preparePage();
  }

  // Instantiates the module on the page as soon as a worker fails, and builds its engine (its
  // tables and the evaluation's weights: a task of tens of milliseconds) when the page is idle,
  // or, when a request already waits, in a task of its own before the search's first slice: the
  // search's slices are all as short.
  function preparePage() {
    if (pageCpu || pageCpuLoading) return;
    pageCpuLoading = true;
    loadCode().then((c) => window.createReversiCpu({
      instantiateWasm(imports, receive) {
        WebAssembly.instantiate(c.module, imports).then((instance) => receive(instance, c.module));
        return {};
      },
    })).then((instance) => {
      pageCpu = instance;
      pageCpu.cpuPaused = pagePaused;
      pageCpuLoading = false;
      if (request && request.where === 'page') {
        schedulePageSlices();
      } else {
        const prepare = () => { if (pageCpu === instance && !pageRun) preparePageEngine(); };
        if (window.requestIdleCallback) requestIdleCallback(prepare, { timeout: IDLE_TIMEOUT_MS });
        else setTimeout(prepare, 0);
      }
    }, (e) => {
      pageCpuLoading = false;
      console.warn(`The CPU could not start on the page (${e}); trying again.`);
      // loadCode retries by itself; a module that failed to start is tried again here.
      setTimeout(() => { if (request && request.where === 'page') runOnPage(); },
        backoff(Math.max(loadFailures, 1)));
    });
  }

  const pageChannel = new MessageChannel();
  let pageScheduled = false;
  function schedulePageSlices() {
    if (pageScheduled) return;
    pageScheduled = true;
    // After the next frame is drawn; a hidden page draws no frames, so a timer instead.
    if (document.hidden) setTimeout(() => pageChannel.port2.postMessage(null), 50);
    else requestAnimationFrame(() => pageChannel.port2.postMessage(null));
  }

  // The search running on the page: {id, resume, sliceStart, stopped}. It runs as one
  // asynchronous call (cpu_run), which pauses at its first pause point past the deadline
  // (PAGE_SLICE_MS after the slice began) and hands over `resume`; the next frame resumes it.
  let pageRun = null;

  function endPageSlice() {
    const ms = performance.now() - pageRun.sliceStart;
    stats.page.slices += 1;
    stats.page.busyMs += ms;
    stats.page.longestSliceMs = Math.max(stats.page.longestSliceMs, ms);
  }

  function pageCpuBroke(e) {
    // The page's module broke (it should not): a new one searches the request again.
    console.warn(`The CPU failed on the page (${e}); starting it again.`);
    pageCpu = null;
    pageRun = null;
    if (request && request.where === 'page') {
      request.started = false;
      runOnPage();
    }
  }

  // Builds the page's engine, once, in a task of its own (stats.page.prepareMs).
  function preparePageEngine() {
    if (pageCpu.prepared) return;
    const t0 = performance.now();
    pageCpu._cpu_prepare();
    pageCpu.prepared = true;
    stats.page.prepareMs = performance.now() - t0;
  }

  pageChannel.port1.onmessage = () => {
    pageScheduled = false;
    if (!pageCpu) return;
    const r = request;
    if (!pageCpu.prepared) {
      // (A request came before the page was idle: its search starts after the next frame.)
      preparePageEngine();
      schedulePageSlices();
      return;
    }
    if (pageRun) {
      // A paused search: on for one more slice, or to its end at once if nobody wants it.
      if (!pageRun.resume) return;
      const resume = pageRun.resume;
      pageRun.resume = null;
      if (!r || r.id !== pageRun.id || r.where !== 'page') {
        pageRun.stopped = true;  // its move would be a cut search's: never answered
        pageCpu._cpu_stop();
      }
      pageRun.sliceStart = performance.now();
      pageCpu._cpu_deadline(pageRun.sliceStart + PAGE_SLICE_MS);
      try {
        resume();
      } catch (e) {
        pageCpuBroke(e);
      }
      return;
    }
    if (!r || r.where !== 'page' || r.started) return;
    r.started = true;
    const sliceStart = performance.now();
    try {
      if (pageCpu.ccall('cpu_start', 'number', ['string', 'number', 'number', 'number'],
        [r.obf, r.level, budgetScale, r.seed]) === 0) {
        finish(pageCpu._cpu_result());
        return;
      }
      pageRun = { id: r.id, resume: null, sliceStart, stopped: false };
      pageCpu._cpu_deadline(sliceStart + PAGE_SLICE_MS);
      pageCpu.ccall('cpu_run', 'number', [], [], { async: true }).then(() => {
        endPageSlice();
        const run = pageRun;
        pageRun = null;
        if (request && request.id === run.id && request.where === 'page' && !run.stopped) {
          finish(pageCpu._cpu_result());
        } else if (request && request.where === 'page') {
          request.started = false;  // a request that waited for this search to end
          schedulePageSlices();
        }
      }, pageCpuBroke);
    } catch (e) {
      pageCpuBroke(e);
    }
  };
  // cpu_run's pause: the slice is spent; the search goes on after the next frame.
  function pagePaused(resume) {
    endPageSlice();
    pageRun.resume = resume;
    schedulePageSlices();
  }

  window.reversiCpu = {
    // The app asks for a move at `level` in position `obf` (one request at a time: a new one
    // replaces the one before), with the game's `seed` (level_limits); the answer goes to
    // reversi_cpu_answer(id, move).
    request(id, obf, level, seed) {
      stats.requested += 1;
      request = { id, obf, level, seed: seed || 0, where: null, started: false };
      dispatch();
    },
    // The app no longer wants request id's answer (new game, undo, seat change...).
    cancel(id) {
      if (!request || request.id !== id) return;
      stats.cancelRequests += 1;
      if (request.where === 'worker') {
        cancelSentAt.set(id, performance.now());
        worker.postMessage({ cancel: id });
      }
      request = null;
      updateMode();
    },
    // The app asks for the value of every legal move of `obf` (one request at a time).
    hints(id, obf) {
      hint = { id, obf };
      if (workerReady) worker.postMessage({ hints: hint });
      else startWorker();
    },
    cancelHints(id) {
      if (!hint || hint.id !== id) return;
      hint = null;
      if (workerReady) worker.postMessage({ cancelHints: id });
    },
    // The app asks for a review of the game of transcript `moves` (one at a time).
    review(id, moves) {
      review = { id, moves };
      if (workerReady) worker.postMessage({ review });
      else startWorker();
    },
    cancelReview(id) {
      if (!review || review.id !== id) return;
      review = null;
      if (workerReady) worker.postMessage({ cancelReview: id });
    },
    // 0: the worker runs or is starting; 1: the worker failed and the page searches; 2: the
    // CPU's code could not be loaded (no move until it can).
    health() {
      return { page: 1, unavailable: 2 }[stats.mode] || 0;
    },
    stats() {
      return JSON.parse(JSON.stringify(stats));
    },
    // Once the page has drawn its first frame: load the CPU and start its worker when idle.
    prefetch() {
      const go = () => startWorker();
      if (window.requestIdleCallback) window.requestIdleCallback(go, { timeout: IDLE_TIMEOUT_MS });
      else setTimeout(go, 500);
    },
  };
})();
