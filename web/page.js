// The page's JavaScript around the wasm module: the emscripten Module configuration, the CPU
// worker (web/cpu-worker.js, protocol {id, obf, level} -> {id, move}, {cancel: id} drops a
// request), the accessible status line, and window.reversi, the test interface:
//   ready                 true once the first frame is drawn
//   state()               {board, toMove, moves, black, white, result, seats, settings, ...}
//   squareRect('d3')      {x, y, width, height} in CSS pixels of the viewport
//   setSettings(partial)  applies settings as the settings panel does (keys: docs/settings.md)
//   newGame({X, O, ranked}) "human" | "cpu" per colour, ranked or not, as the new-game buttons do
//                         (a ranked game in progress is not left without the confirmation)
//   controlRect(name)     where a panel control is (for real clicks on it), or null
//   cpuStats()            the CPU requests the page sent, cancelled and got answers to, and the
//                         worker's own counts (web/README.md)
'use strict';

(function () {
  const statusEl = () => document.getElementById('status');
  let worker = null;
  const pending = new Set();  // request ids not answered yet
  const cpuStats = { requested: 0, cancelRequests: 0, answers: 0, lastCancelMs: null, worker: null };
  const cancelSentAt = new Map();  // request id -> performance.now() when its cancel was sent

  function startWorker() {
    try {
      worker = new Worker('cpu-worker.js');
    } catch (e) {
      console.error('CPU worker refused:', e);
      return;  // the app answers locally after a few seconds
    }
    worker.onmessage = (e) => {
      if (e.data.stats) {
        cpuStats.worker = e.data.stats;
        // Still searching: the app's fallback waits for a live worker (-2, see platform.h).
        const current = e.data.stats.current;
        if (current !== null && current !== undefined && pending.has(current)) {
          Module.ccall('reversi_cpu_answer', null, ['number', 'number'], [current, -2]);
        }
        const dropped = e.data.stats.lastDropped;
        if (cancelSentAt.has(dropped)) {
          cpuStats.lastCancelMs = performance.now() - cancelSentAt.get(dropped);
          cancelSentAt.delete(dropped);
        }
        return;
      }
      const { id, move } = e.data;
      pending.delete(id);
      cancelSentAt.delete(id);  // answered before the cancel reached the worker
      cpuStats.answers += 1;
      Module.ccall('reversi_cpu_answer', null, ['number', 'number'], [id, move]);
    };
    // A worker that cannot run answers "no move": the app then picks a move itself.
    worker.onerror = (e) => {
      console.error('CPU worker error:', e.message);
      for (const id of pending) Module.ccall('reversi_cpu_answer', null, ['number', 'number'], [id, -1]);
      pending.clear();
    };
  }

  // Tests only: ?cpuBudgetScale=N (1-100) multiplies the CPU levels' node budgets (and, above
  // 1, lifts their depth limits), so that a browser test can keep the strongest level thinking
  // long enough on a fast machine.
  const budgetScale = Math.min(100, Math.max(1,
    Math.floor(Number(new URLSearchParams(location.search).get('cpuBudgetScale'))) || 1));

  window.reversiPage = {
    postCpuRequest(id, obf, level) {
      if (!worker) startWorker();
      cpuStats.requested += 1;
      if (worker) {
        pending.add(id);
        worker.postMessage({ id, obf, level, budgetScale });
      } else {
        Module.ccall('reversi_cpu_answer', null, ['number', 'number'], [id, -1]);
      }
    },
    // The app no longer wants request id's answer (new game, undo, seat change...).
    cancelCpuRequest(id) {
      if (!pending.delete(id)) return;
      cpuStats.cancelRequests += 1;
      cancelSentAt.set(id, performance.now());
      worker.postMessage({ cancel: id });
    },
    announce(text) {
      const el = statusEl();
      if (el) el.textContent = text;
    },
    markReady() {
      const loading = document.getElementById('loading');
      if (loading) loading.classList.add('gone');
      window.reversi.ready = true;
    },
  };

  function settingsText(settings) {
    return Object.entries(settings)
      .map(([k, v]) => `${k}=${typeof v === 'boolean' ? (v ? 1 : 0) : v}`)
      .join(' ');
  }

  window.reversi = {
    ready: false,
    state() {
      return JSON.parse(Module.ccall('reversi_state_json', 'string', [], []));
    },
    squareRect(name) {
      const text = Module.ccall('reversi_square_rect_json', 'string', ['string'], [String(name)]);
      if (!text) throw new Error(`no such square: ${name}`);
      return JSON.parse(text);
    },
    controlRect(name) {
      const text = Module.ccall('reversi_control_rect_json', 'string', ['string'], [String(name)]);
      return text ? JSON.parse(text) : null;
    },
    setSettings(partial) {
      const merged = Object.assign({}, this.state().settings, partial);
      const ok = Module.ccall('reversi_set_settings', 'number', ['string'], [settingsText(merged)]);
      if (!ok) throw new Error(`settings refused: ${JSON.stringify(partial)}`);
      return this.state().settings;
    },
    cpuStats() {
      return JSON.parse(JSON.stringify(cpuStats));
    },
    newGame(seats) {
      const s = Object.assign({ X: 'human', O: 'human', ranked: false }, seats || {});
      Module.ccall('reversi_new_game', null, ['number', 'number', 'number'],
        [s.X === 'cpu' ? 1 : 0, s.O === 'cpu' ? 1 : 0, s.ranked ? 1 : 0]);
      return this.state();
    },
  };

  // The language of the page's own messages, as the app chooses it (docs/settings.md): the
  // saved setting, else the browser's locale (pt* gives Portuguese).
  function pageLanguage() {
    let saved = null;
    try {
      saved = localStorage.getItem('reversi.settings');
    } catch (e) {
      saved = null;  // storage denied: the locale decides
    }
    const m = saved && saved.match(/language=(en|pt)\b/);
    if (m) return m[1];
    return (navigator.languages || [navigator.language || 'en'])[0].toLowerCase().startsWith('pt')
      ? 'pt' : 'en';
  }

  window.Module = {
    canvas: document.getElementById('canvas'),
    print: (text) => console.log(text),
    printErr: (text) => console.error(text),
    onAbort: (what) => {
      showStartFailure();
      console.error('aborted:', what);
    },
  };

  // The loading line turns into a one-sentence failure: the runtime aborted, or the app's
  // files could not be fetched before its first frame (emscripten leaves a failed download of
  // the wasm as an unhandled rejection, without aborting).
  function showStartFailure() {
    const loading = document.getElementById('loading');
    if (!loading) return;
    loading.classList.remove('gone');
    loading.textContent = pageLanguage() === 'pt'
      ? 'Lamentamos: o jogo não conseguiu iniciar neste navegador.'
      : 'Sorry, the game could not start in this browser.';
  }
  const beforeReady = () => !(window.reversi && window.reversi.ready);
  window.addEventListener('unhandledrejection', (e) => {
    if (beforeReady()) {
      console.error('start failed:', e.reason);
      showStartFailure();
    }
  });
})();
