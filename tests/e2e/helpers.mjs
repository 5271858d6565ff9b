// Shared helpers of the browser tests: launch Debian's Chromium (headless, SwiftShader WebGL2)
// through playwright-core with a fresh profile, open the game, wait for window.reversi, click
// and tap squares for real, poll the state, save screenshots to tests/e2e/artifacts/, measure
// frame times, and start a long think of the strongest CPU level.
import { chromium } from 'playwright-core';
import AxeBuilder from '@axe-core/playwright';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { inflateSync } from 'node:zlib';

export const BASE_URL = process.env.BASE_URL || 'http://127.0.0.1:8000/';
export const ARTIFACTS = join(dirname(fileURLToPath(import.meta.url)), 'artifacts');
mkdirSync(ARTIFACTS, { recursive: true });

const FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--enable-unsafe-swiftshader',
  '--disable-quic', '--no-first-run', '--disable-background-networking',
  '--disable-component-update', '--disable-sync'];

// Opens a browser with its own profile. options: viewport, deviceScaleFactor, isMobile, hasTouch,
// locale, reducedMotion, bypassCSP, serviceWorkers ('block': none registers, so that every request goes
// through the test's routes), fontSize (the browser's default text size in px, as a reader
// sets it in the browser's settings; 16 when absent). Returns {context, page, close}.
export async function launch(options = {}) {
  const profile = mkdtempSync(join(tmpdir(), 'reversi-profile-'));
  if (options.fontSize) {
    mkdirSync(join(profile, 'Default'));
    writeFileSync(join(profile, 'Default', 'Preferences'),
      JSON.stringify({ webkit: { webprefs: { default_font_size: options.fontSize } } }));
  }
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: '/usr/bin/chromium',
    headless: true,
    args: FLAGS,
    viewport: options.viewport || { width: 1100, height: 720 },
    deviceScaleFactor: options.deviceScaleFactor || 1,
    isMobile: options.isMobile || false,
    hasTouch: options.hasTouch || false,
    locale: options.locale || 'en-US',
    reducedMotion: options.reducedMotion || 'reduce',
    serviceWorkers: options.serviceWorkers || 'allow',
    bypassCSP: options.bypassCSP || false,  // axe-core injects its script into the page
  });
  const page = context.pages()[0] || (await context.newPage());
  const errors = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
  const foreign = [];
  page.on('request', (r) => { if (!r.url().startsWith(BASE_URL)) foreign.push(r.url()); });
  return {
    context, page, errors, foreign,
    async close() {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

// Loads the page and waits for window.reversi.ready. A first visit shows the welcome card: it is
// closed with a real click on "Two players on this device" (a two-player game), unless
// options.welcome is true, which leaves it on screen.
export async function open(page, url = BASE_URL, { welcome = false } = {}) {
  await page.goto(url);
  await waitReady(page);
  if (!welcome && (await state(page)).welcome) {
    await waitControl(page, 'welcome-two');
    await clickControl(page, 'welcome-two');
    await waitState(page, (s) => !s.welcome, 'the welcome card closed', 10000);
    // The click left the mouse over the board, where it would show a move's preview.
    await page.mouse.move(0, 0);
  }
}

export async function waitReady(page) {
  await page.waitForFunction(() => window.reversi && window.reversi.ready === true, null,
    { timeout: 60000 });
}

// Reloads the page and waits until the game is ready again.
export async function reload(page) {
  await page.reload();
  await waitReady(page);
}

export const state = (page) => page.evaluate(() => window.reversi.state());
export const rect = (page, name) => page.evaluate((n) => window.reversi.squareRect(n), name);

// Polls until predicate(state) holds; returns that state.
export async function waitState(page, predicate, what = 'state', timeout = 30000) {
  const end = Date.now() + timeout;
  let s;
  while (Date.now() < end) {
    s = await state(page);
    if (predicate(s)) return s;
    await page.waitForTimeout(100);
  }
  throw new Error(`timed out waiting for ${what}; last state ${JSON.stringify(s)}`);
}

export async function center(page, name) {
  const r = await rect(page, name);
  return { x: r.x + r.width / 2, y: r.y + r.height / 2 };
}

// A real mouse click in the middle of a square.
export async function clickSquare(page, name) {
  const { x, y } = await center(page, name);
  await page.mouse.click(x, y);
}

// A real touch tap in the middle of a square.
export async function tapSquare(page, name) {
  const { x, y } = await center(page, name);
  await page.touchscreen.tap(x, y);
}

// Clicks a square and waits until the transcript has grown.
export async function playByMouse(page, name) {
  const before = (await state(page)).moves.length;
  await clickSquare(page, name);
  return waitState(page, (s) => s.moves.length > before, `move ${name}`, 10000);
}

export async function screenshot(page, name) {
  const path = join(ARTIFACTS, `${name}.png`);
  await page.screenshot({ path });
  return path;
}

// The average RGB of a CSS-pixel box (w x h) centred on (x, y), from a screenshot.
export async function colorAt(page, x, y, w = 3, h = 3) {
  const png = await page.screenshot({
    clip: { x: Math.round(x - w / 2), y: Math.round(y - h / 2), width: w, height: h },
  });
  const img = decodePng(png);
  let r = 0, g = 0, b = 0;
  const n = img.width * img.height;
  for (let i = 0; i < n; ++i) {
    r += img.data[i * 4]; g += img.data[i * 4 + 1]; b += img.data[i * 4 + 2];
  }
  return [Math.round(r / n), Math.round(g / n), Math.round(b / n)];
}

// A minimal PNG decoder (8-bit RGB/RGBA, non-interlaced: what Chromium's screenshots are).
export function decodePng(buf) {
  let pos = 8, width = 0, height = 0, type = 0;
  const idat = [];
  while (pos < buf.length) {
    const len = buf.readUInt32BE(pos);
    const kind = buf.toString('ascii', pos + 4, pos + 8);
    const body = buf.subarray(pos + 8, pos + 8 + len);
    if (kind === 'IHDR') {
      width = body.readUInt32BE(0); height = body.readUInt32BE(4); type = body[9];
      if (body[8] !== 8 || body[12] !== 0) throw new Error('unsupported PNG');
    } else if (kind === 'IDAT') idat.push(body);
    pos += 12 + len;
  }
  const bpp = type === 6 ? 4 : 3;
  const raw = inflateSync(Buffer.concat(idat));
  const stride = width * bpp;
  const out = Buffer.alloc(width * height * 4);
  let prev = Buffer.alloc(stride);
  for (let y = 0; y < height; ++y) {
    const f = raw[y * (stride + 1)];
    const line = Buffer.from(raw.subarray(y * (stride + 1) + 1, (y + 1) * (stride + 1)));
    for (let i = 0; i < stride; ++i) {
      const a = i >= bpp ? line[i - bpp] : 0, b = prev[i], c = i >= bpp ? prev[i - bpp] : 0;
      let v = 0;
      if (f === 1) v = a; else if (f === 2) v = b; else if (f === 3) v = (a + b) >> 1;
      else if (f === 4) {
        const p = a + b - c, pa = Math.abs(p - a), pb = Math.abs(p - b), pc = Math.abs(p - c);
        v = pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
      }
      line[i] = (line[i] + v) & 255;
    }
    for (let x = 0; x < width; ++x) {
      out[(y * width + x) * 4] = line[x * bpp];
      out[(y * width + x) * 4 + 1] = line[x * bpp + 1];
      out[(y * width + x) * 4 + 2] = line[x * bpp + 2];
      out[(y * width + x) * 4 + 3] = bpp === 4 ? line[x * bpp + 3] : 255;
    }
    prev = line;
  }
  return { width, height, data: out };
}

// A finger pressed at `from`, moved to `to` in small steps a frame apart, and lifted (a drag or
// a scroll gesture; {x, y} in CSS pixels).
export async function touchDrag(page, from, to) {
  const cdp = await page.context().newCDPSession(page);
  const touch = (type, p) => cdp.send('Input.dispatchTouchEvent',
    { type, touchPoints: type === 'touchEnd' ? [] : [p] });
  await touch('touchStart', from);
  const steps = 15;
  for (let i = 1; i <= steps; ++i) {
    await page.waitForTimeout(30);
    await touch('touchMove',
      { x: from.x + ((to.x - from.x) * i) / steps, y: from.y + ((to.y - from.y) * i) / steps });
  }
  await page.waitForTimeout(100);
  await touch('touchEnd', to);
  await page.waitForTimeout(300);
  await cdp.detach();
}

// Scrolls the panel until control `name` is inside it: the wheel with a mouse, a finger's drag
// on a touch screen (from the panel's left padding, where no control takes it).
export async function bringIntoView(page, name, touch = false) {
  const panel = await controlRect(page, 'panel');
  for (let i = 0; i < 10; ++i) {
    // A control scrolled out of the panel (a move of the list) may not be drawn at all: below.
    const r = await controlRect(page, name);
    if (r && r.y >= panel.y && r.y + r.height <= panel.y + panel.height) return r;
    const down = !r || r.y + r.height > panel.y + panel.height;
    const x = panel.x + 4, y = panel.y + panel.height / 2;
    if (touch) await touchDrag(page, { x, y }, { x, y: y + (down ? -160 : 160) });
    else {
      await page.mouse.move(panel.x + panel.width / 2, y);
      await page.mouse.wheel(0, down ? 120 : -120);
    }
    await page.waitForTimeout(150);
  }
  throw new Error(`${name} could not be scrolled into the panel`);
}

// A real click in the middle of a panel control (see window.reversi.controlRect).
export async function clickControl(page, name) {
  const r = await page.evaluate((n) => window.reversi.controlRect(n), name);
  if (!r) throw new Error(`control ${name} not on screen`);
  await page.mouse.click(r.x + r.width / 2, r.y + r.height / 2);
}

export const controlRect = (page, name) => page.evaluate((n) => window.reversi.controlRect(n), name);

// Waits until control `name` is drawn (controlRect not null); returns its rect.
export async function waitControl(page, name, timeout = 10000) {
  const end = Date.now() + timeout;
  for (;;) {
    const r = await controlRect(page, name);
    if (r) return r;
    if (Date.now() > end) throw new Error(`control ${name} never drawn`);
    await page.waitForTimeout(50);
  }
}

// A real key press ("ArrowLeft", "Control+Z", ...) with the focus off the board and every
// control (on the page's body), then a short wait for the app's next frame.
export async function pressKey(page, key) {
  await page.evaluate(() => { if (document.activeElement) document.activeElement.blur(); });
  await page.keyboard.press(key);
  await page.waitForTimeout(50);
}

// Plays the human side(s) by mouse, first legal move each time, until the game ends.
export async function playOut(page, { maxMs = 120000 } = {}) {
  const end = Date.now() + maxMs;
  for (;;) {
    const s = await state(page);
    if (s.result) return s;
    if (Date.now() > end) throw new Error(`game not over: ${JSON.stringify(s)}`);
    if (s.toMove && s.seats[s.toMove] === 'human' && s.legal.length) {
      await playByMouse(page, s.legal[0]);
    } else {
      await page.waitForTimeout(120);
    }
  }
}

// requestAnimationFrame timestamps over `ms`, in the page; returns the frame statistics.
export async function measureFrames(page, ms) {
  const stamps = await page.evaluate((span) => new Promise((resolve) => {
    const times = [];
    const tick = (t) => {
      times.push(t);
      if (t - times[0] < span) requestAnimationFrame(tick);
      else resolve(times);
    };
    requestAnimationFrame(tick);
  }), ms);
  const gaps = stamps.slice(1).map((t, i) => t - stamps[i]).sort((a, b) => a - b);
  const at = (q) => gaps[Math.min(gaps.length - 1, Math.floor(q * gaps.length))];
  const span = stamps[stamps.length - 1] - stamps[0];
  return {
    frames: gaps.length,
    fps: Math.round((gaps.length / span) * 1000 * 10) / 10,
    medianMs: Math.round(at(0.5) * 10) / 10,
    p95Ms: Math.round(at(0.95) * 10) / 10,
    maxMs: Math.round(gaps[gaps.length - 1] * 10) / 10,
  };
}

// Frame times while the page draws every frame without the CPU: the pointer keeps moving over
// the board, which keeps the app awake.
export async function measureDrawing(page, ms) {
  const r = await page.evaluate(() => window.reversi.squareRect('a1'));
  let moving = true;
  const mover = (async () => {
    for (let i = 0; moving; ++i) {
      await page.mouse.move(r.x + 5 + (i % 20) * 3, r.y + 5 + (i % 7) * 3);
      await page.waitForTimeout(40);
    }
  })();
  const frames = await measureFrames(page, ms);
  moving = false;
  await mover;
  return frames;
}

// Prints frame statistics (measureFrames) as one line, for docs/benchmarks.md.
export function report(what, f) {
  console.log(`frames ${what}: ${f.fps} fps over ${f.frames} frames; interval median ` +
    `${f.medianMs} ms, 95th percentile ${f.p95Ms} ms, longest ${f.maxMs} ms`);
}

export const cpuStats = (page) => page.evaluate(() => window.reversi.cpuStats());

export const STRONGEST = 10;  // engine/level.h MAX_LEVEL, "Champion"

// A middle game (22 moves, Black to move) on which the strongest level spends about its whole
// midgame budget (15 of its 16 M nodes for depth 14 of its selective search).
export const LONG_THINK = 'd3c3c4e3f2d6c5b4b6b5e6f4b3a4c6e2f6a6f3e7f5g3';
// Another (its first 20 moves, Black to move: 7.8 M nodes), for an engine whose tables already
// hold LONG_THINK's search, which would answer it at once.
export const OTHER_LONG_THINK = LONG_THINK.slice(0, 40);

// Two humans play `moves` (LONG_THINK) by mouse, then Black's seat goes to the strongest level by
// a click: it starts thinking. Returns the time it started.
export async function startLongThink(page, moves = LONG_THINK) {
  await page.evaluate((level) => window.reversi.setSettings({ cpu_level: level }), STRONGEST);
  await page.evaluate(() => window.reversi.newGame({ X: 'human', O: 'human' }));
  for (const move of moves.match(/../g)) await playByMouse(page, move);
  await clickControl(page, 'seat-cpu-X');
  const s = await waitState(page, (t) => t.cpuThinking, 'the CPU thinking', 5000);
  if (s.toMove !== 'X') throw new Error(`the CPU thinks for ${s.toMove}, not X`);
  return Date.now();
}

// The headless Chromium flags the tests launch with (for tools that start their own Chromium,
// such as Lighthouse in scripts/lighthouse.sh).
export function chromeFlags() {
  return [...FLAGS];
}

// The built site's folder (scripts/e2e.sh passes it in SITE).
export function siteFolder() {
  return process.env.SITE || join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'build', 'site');
}

// Serves `folder` with scripts/serve.py on a free port, as play.sh serves the site; options:
// encodings ('br,gzip' by default; 'gzip' for what a host without brotli sends). Returns
// {url, close}.
export async function serveFolder(folder, { encodings = 'br,gzip' } = {}) {
  const { spawn } = await import('node:child_process');
  const script = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'scripts', 'serve.py');
  const server = spawn('python3', [script, folder, '--quiet', '--encodings', encodings],
    { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const url = await new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`serve.py did not start: ${output}`)), 10000);
    const take = (chunk) => {
      output += chunk;
      const m = /^serving .* at (\S+)$/m.exec(output);
      if (m) { clearTimeout(timer); resolve(m[1]); }
    };
    server.stdout.on('data', take);
    server.stderr.on('data', (chunk) => { output += chunk; });
    server.on('exit', (code) => { clearTimeout(timer); reject(new Error(`serve.py exited (${code}): ${output}`)); });
  });
  return {
    url,
    close: () => new Promise((resolve) => {
      if (server.exitCode !== null) { resolve(); return; }
      server.once('exit', resolve);
      server.kill();
    }),
  };
}

// Waits until the page's service worker is active (the whole site cached: web/sw.js).
export async function waitServiceWorker(page, timeout = 60000) {
  const end = Date.now() + timeout;
  for (;;) {
    const active = await page.evaluate(async () => {
      const r = await navigator.serviceWorker.getRegistration();
      return r && r.active ? r.active.state : null;
    });
    if (active === 'activated') return;
    if (Date.now() > end) throw new Error(`the service worker is not active (${active})`);
    await page.waitForTimeout(250);
  }
}

// A cold load of `url` in a fresh profile, watched through the DevTools protocol: every request
// the page made before it was playable (window.reversi.ready, the app's first frame), with the
// bytes that crossed the network for it (headers and compressed body), the time to the first
// paint (the loading screen) and to playable. options.network: {latency, download, upload} (ms,
// bytes/s) to emulate a link (Network.emulateNetworkConditions).
export async function measureColdLoad(url, { network = null } = {}) {
  const b = await launch();
  try {
    const { page } = b;
    const cdp = await b.context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    if (network) {
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false, latency: network.latency,
        downloadThroughput: network.download, uploadThroughput: network.upload,
      });
    }
    const requests = new Map();  // requestId -> {url, sent (monotonic s), bytes, done}
    let clock = null;  // wall time (s) minus the protocol's monotonic time
    cdp.on('Network.requestWillBeSent', (e) => {
      if (clock === null) clock = e.wallTime - e.timestamp;
      requests.set(e.requestId, { url: e.request.url, sent: e.timestamp, bytes: 0, done: false });
    });
    const finish = (e, bytes) => {
      const r = requests.get(e.requestId);
      if (r) { r.bytes = bytes; r.done = true; }
    };
    cdp.on('Network.loadingFinished', (e) => finish(e, e.encodedDataLength));
    cdp.on('Network.loadingFailed', (e) => finish(e, 0));
    // The moment #loading is hidden: page.js's markReady(), with the first frame.
    await page.addInitScript(() => {
      new MutationObserver((changes, observer) => {
        for (const c of changes) {
          if (c.target.id === 'loading' && c.target.classList.contains('gone')) {
            window.playableAt = performance.timeOrigin + performance.now();
            observer.disconnect();
          }
        }
      }).observe(document, { subtree: true, attributes: true, attributeFilter: ['class'] });
    });
    await page.goto(url);
    await waitReady(page);
    const timing = await page.evaluate(() => ({
      playableAt: window.playableAt,
      playableMs: window.playableAt - performance.timeOrigin,
      firstPaintMs: (performance.getEntriesByName('first-contentful-paint')[0] || {}).startTime,
    }));
    const readyMonotonic = timing.playableAt / 1000 - clock;
    const before = [...requests.values()].filter((r) => r.sent <= readyMonotonic);
    const end = Date.now() + 30000;
    while (before.some((r) => !r.done) && Date.now() < end) await page.waitForTimeout(50);
    return {
      bytes: before.reduce((sum, r) => sum + r.bytes, 0),
      requests: before.map((r) => ({ url: r.url, bytes: r.bytes })),
      firstPaintMs: timing.firstPaintMs,
      playableMs: timing.playableMs,
    };
  } finally {
    await b.close();
  }
}

// The axe-core violations of level serious or critical on the page, one line each (the page must
// be opened with launch({bypassCSP: true}) for axe's script to run).
export async function axeSerious(page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}
