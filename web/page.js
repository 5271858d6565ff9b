// The page's JavaScript around the wasm module: the emscripten Module configuration, the
// accessible status line, and window.reversi, the test interface (the CPU is web/cpu.js's):
//   ready                 true once the first frame is drawn
//   state()               {board, toMove, moves, black, white, result, seats, settings, ...}
//   squareRect('d3')      {x, y, width, height} in CSS pixels of the viewport
//   setSettings(partial)  applies settings as the settings panel does (keys: docs/settings.md)
//   newGame({X, O, ranked}) "human" | "cpu" per colour, ranked or not, as the new-game buttons do
//   review()              reviews the game shown, as "Review this game" does
//                         (a ranked game in progress is not left without the confirmation)
//   controlRect(name)     where a panel control is (for real clicks on it), or null
//   view(n)               shows move n of the game shown; loadTranscript(text) -> {ok, error}
//   cpuStats()            the CPU's mode, requests, answers, cancels and restarts, and the
//                         worker's own counts (web/cpu.js, web/README.md)
'use strict';

(function () {
  const statusEl = () => document.getElementById('status');

  window.reversiPage = {
    announce(text) {
      const el = statusEl();
      if (el) el.textContent = text;
    },
    // The game record (src/app/platform.cpp): the address's fragment, the clipboard, the share
    // sheet, files, the paste box. Copies and shares answer the app with reversi_shared(outcome):
    // 0 failed, 1 copied, 2 shared, 3 cancelled.
    setFragment(fragment) {
      const url = window.location.href.split('#')[0] + (fragment || '');
      try {
        window.history.replaceState(window.history.state, '', url);
      } catch (e) {
        console.error('the address could not change:', e);
      }
    },
    copyText(text) {
      const answer = (outcome) => Module.ccall('reversi_shared', null, ['number'], [outcome]);
      if (!navigator.clipboard || !navigator.clipboard.writeText) {
        answer(0);
        return;
      }
      navigator.clipboard.writeText(text).then(() => answer(1), () => answer(0));
    },
    shareLink(url, title) {
      const answer = (outcome) => Module.ccall('reversi_shared', null, ['number'], [outcome]);
      const data = { title, url };
      if (navigator.share && (!navigator.canShare || navigator.canShare(data))) {
        navigator.share(data).then(() => answer(2),
          (e) => (e && e.name === 'AbortError' ? answer(3) : this.copyText(url)));
        return;
      }
      this.copyText(url);
    },
    downloadText(name, text) {
      const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
      const a = document.createElement('a');
      a.href = url;
      a.download = name;
      document.body.appendChild(a);
      a.click();
      a.remove();
      setTimeout(() => URL.revokeObjectURL(url), 10000);
    },
    chooseTextFile() {
      const input = document.getElementById('import-file');
      input.value = '';
      input.click();
    },
    showTextBox(x, y, w, h, placeholder, label) {
      const box = document.getElementById('paste-box');
      Object.assign(box.style, { left: `${x}px`, top: `${y}px`, width: `${w}px`, height: `${h}px` });
      box.placeholder = placeholder;
      box.setAttribute('aria-label', label);
      if (box.hidden) {
        box.hidden = false;
        box.value = '';
        box.focus();
      }
    },
    hideTextBox() {
      const box = document.getElementById('paste-box');
      if (box.hidden) return;
      box.hidden = true;
      box.value = '';
    },
    textBoxValue() {
      return document.getElementById('paste-box').value;
    },
    // The first frame on screen: the loading screen goes and the canvas shows.
    showFirstFrame() {
      const loading = document.getElementById('loading');
      if (loading) loading.classList.add('gone');
      document.getElementById('canvas').classList.add('drawn');
    },
    // The game is playable, its accessibility layer in place (the task after showFirstFrame).
    markReady() {
      this.showFirstFrame();
      window.reversi.ready = true;
      // The CPU's module and worker, once the page is idle (cpu.js, unless it failed to load).
      if (window.reversiCpu) window.reversiCpu.prefetch();
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
      return window.reversiCpu ? window.reversiCpu.stats() : { mode: 'unavailable' };
    },
    // Shows the point after n moves of the game shown (past its end: the live game).
    view(n) {
      Module.ccall('reversi_view', null, ['number'], [Math.max(-1, Math.floor(Number(n)))]);
      return this.state();
    },
    // Opens a transcript or GGF record as pasting does: {ok, error} (error: the sentence).
    loadTranscript(text) {
      const error = Module.ccall('reversi_load_record', 'string', ['string'], [String(text)]);
      return { ok: !error, error: error || null };
    },
    // Reviews the game shown, as "Review this game" does (state().review follows it).
    review() {
      Module.ccall('reversi_start_review', null, [], []);
      return this.state();
    },
    newGame(seats) {
      const s = Object.assign({ X: 'human', O: 'human', ranked: false }, seats || {});
      Module.ccall('reversi_new_game', null, ['number', 'number', 'number'],
        [s.X === 'cpu' ? 1 : 0, s.O === 'cpu' ? 1 : 0, s.ranked ? 1 : 0]);
      return this.state();
    },
  };

  // A link opened in the page already open (the fragment changed), a game pasted anywhere but
  // in a text field (Ctrl+V), a file chosen for import.
  const ready = () => window.reversi && window.reversi.ready;
  window.addEventListener('hashchange', () => {
    if (ready()) Module.ccall('reversi_open_fragment', null, ['string'], [window.location.hash]);
  });
  document.addEventListener('paste', (e) => {
    const target = e.target;
    if (!ready() || (target && (target.tagName === 'TEXTAREA' || target.tagName === 'INPUT'))) return;
    const text = e.clipboardData ? e.clipboardData.getData('text') : '';
    if (!text) return;
    e.preventDefault();
    window.reversi.loadTranscript(text);
  });
  document.addEventListener('DOMContentLoaded', () => {
    const input = document.getElementById('import-file');
    if (!input) return;
    input.addEventListener('change', () => {
      const file = input.files && input.files[0];
      if (!file) return;
      file.text().then(
        (text) => Module.ccall('reversi_import_text', null, ['string'], [text]),
        () => Module.ccall('reversi_import_text', null, ['string'], ['']));
    });
  });

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

  // The loading screen's progress (index.html #loading): the bytes of reversi.wasm (fetched
  // below, its size written here by build-web.sh) and of reversi.data (emscripten's "Downloading
  // data... (loaded/total)") received so far; "Loading… N%", then "Starting…" until the first
  // frame. The bar never goes back.
  const WASM_BYTES = Number('__REVERSI_WASM_BYTES__') || 0;
  const progress = { wasm: 0, data: 0, dataTotal: 0, left: null, shown: 0, text: '', pt: null };
  function showProgress() {
    const bar = document.getElementById('loading-progress');
    const line = document.getElementById('loading-text');
    if (!bar || !line) return;  // replaced by the failure sentence
    const total = WASM_BYTES + progress.dataTotal;
    const done = total ? 0.95 * (progress.wasm + progress.data) / total : 0;
    progress.shown = Math.max(progress.shown, Math.min(0.95, done));
    if (progress.pt === null) progress.pt = pageLanguage() === 'pt';
    const pt = progress.pt;
    const text = progress.left === 0
      ? (pt ? 'A iniciar…' : 'Starting…')
      : `${pt ? 'A carregar' : 'Loading'}… ${Math.round(100 * progress.shown)}%`;
    if (text === progress.text) return;  // the page changes only when the line does
    progress.text = text;
    line.textContent = text;
    bar.style.transform = `scaleX(${progress.left === 0 ? 1 : progress.shown})`;
  }
  // reversi.wasm, compiled as it arrives (as emscripten does), its bytes counted on the way.
  function instantiateWasm(imports, receive) {
    fetch('reversi.wasm', { credentials: 'same-origin' })
      .then((response) => {
        if (!response.ok) throw new Error(`reversi.wasm: HTTP ${response.status}`);
        const counted = response.body.pipeThrough(new TransformStream({
          transform(chunk, controller) {
            progress.wasm += chunk.byteLength;
            showProgress();
            controller.enqueue(chunk);
          },
        }));
        return WebAssembly.instantiateStreaming(
          new Response(counted, { headers: { 'Content-Type': 'application/wasm' } }), imports);
      })
      .then((result) => receive(result.instance, result.module))
      .catch((e) => {
        console.error('reversi.wasm could not be loaded:', e);
        showStartFailure();
      });
    return {};  // the exports come through receive()
  }

  window.Module = {
    canvas: document.getElementById('canvas'),
    print: (text) => console.log(text),
    printErr: (text) => console.error(text),
    onAbort: (what) => {
      showStartFailure();
      console.error('aborted:', what);
    },
    instantiateWasm,
    // A start step of the app failed (platform.cpp, report_start_failure).
    startFailed: () => showStartFailure(),
    setStatus: (text) => {
      const m = /Downloading data\.\.\. \((\d+)\/(\d+)\)/.exec(text);
      if (m) {
        progress.dataTotal = Number(m[2]);
        progress.data = Math.min(Number(m[1]), progress.dataTotal);
      }
      showProgress();
    },
    monitorRunDependencies: (left) => {
      progress.left = left;
      showProgress();
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
