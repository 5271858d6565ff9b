#!/usr/bin/env bash
# Measures the page's first load in headless Chromium (playwright-core, a fresh profile each
# time: a cold load), the site served by scripts/serve.py as static hosts serve it:
# - the bytes that cross the network before the board is playable (window.reversi.ready, the
#   app's first frame): every request the page made before then, headers and compressed body,
#   with brotli (what Chromium gets) and with gzip only (a host without brotli);
# - the time to the first paint (the loading screen) and to playable,
# on localhost and on an emulated slow 4G link (Lighthouse's: 150 ms round trip, 1.6 Mbit/s
# down, 750 kbit/s up; DevTools protocol Network.emulateNetworkConditions). Medians of RUNS cold
# loads. Also prints the CPU worker's wasm sizes (fetched in the background once the page is
# idle, so not in the bytes before playable). KB = 1000 bytes.
#   scripts/bench-page.sh [RUNS]        (default 3; the site: $REVERSI_SITE or build/site)
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
runs=${1:-3}
if ! [[ $runs =~ ^[1-9][0-9]?$ ]]; then
  echo "bench-page: RUNS must be a number of runs from 1 to 99, not '$runs'" >&2
  exit 2
fi
# shellcheck source=scripts/browser-env.sh
. "$root/scripts/browser-env.sh"
site_folder
if [ ! -d "$root/tests/e2e/node_modules/playwright-core" ]; then
  echo "bench-page: playwright-core missing: run scripts/setup.sh" >&2
  exit 1
fi
browser_scratch

cd "$root/tests/e2e"
SITE=$site RUNS=$runs node --input-type=module - <<'EOF'
import { pathToFileURL } from 'node:url';
import { statSync } from 'node:fs';
import { join } from 'node:path';
const { measureColdLoad, serveFolder } = await import(pathToFileURL(join(process.cwd(), 'helpers.mjs')));

const site = process.env.SITE;
const runs = Number(process.env.RUNS);
const SLOW_4G = { latency: 150, download: 1.6e6 / 8, upload: 750e3 / 8 };
const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};
const kb = (bytes) => `${(bytes / 1000).toFixed(1)} KB`;
const ms = (t) => `${Math.round(t)} ms`;

console.log(`page load: ${site}, medians of ${runs} cold loads each`);
console.log('link       encoding   bytes before playable   first paint   playable');
let example = null;
for (const [link, network] of [['localhost', null], ['slow 4G', SLOW_4G]]) {
  for (const encodings of ['br,gzip', 'gzip']) {
    const server = await serveFolder(site, { encodings });
    const loads = [];
    try {
      for (let i = 0; i < runs; ++i) loads.push(await measureColdLoad(server.url, { network }));
    } finally {
      await server.close();
    }
    if (!example) example = { loads, base: server.url };
    const name = encodings === 'gzip' ? 'gzip' : 'brotli';
    console.log(`${link.padEnd(10)} ${name.padEnd(10)} ${kb(median(loads.map((l) => l.bytes))).padStart(10)}` +
      ` (${loads[0].requests.length} requests) ${ms(median(loads.map((l) => l.firstPaintMs))).padStart(9)}` +
      ` ${ms(median(loads.map((l) => l.playableMs))).padStart(10)}`);
  }
}
console.log('requests before playable (localhost, brotli, first run): ' + example.loads[0].requests
  .map((r) => `${r.url.slice(example.base.length) || '/'} ${kb(r.bytes)}`).join(', '));
const size = (f) => { try { return statSync(join(site, f)).size; } catch { return null; } };
console.log(`the CPU's wasm (fetched once the page is idle, not before playable): reversi-cpu.wasm ` +
  `${kb(size('reversi-cpu.wasm'))}, gzip ${kb(size('reversi-cpu.wasm.gz'))}, brotli ${kb(size('reversi-cpu.wasm.br'))}`);
EOF
