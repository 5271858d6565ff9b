// Times the CPU's web module (reversi-cpu.js/.wasm, src/app/worker_main.cpp) under node, as the
// page's worker runs it: level 10 on FFO #40-#45 and #60-#63 in slices (cpu_start, cpu_step),
// each round from a fresh instance. Prints the moves and each round's milliseconds.
//   node scripts/bench-cpu-module.js [SITE_DIR] [ROUNDS]     (default build/site, 5)
'use strict';
const fs = require('fs');
const path = require('path');

const root = path.join(__dirname, '..');
const site = path.resolve(process.argv[2] || path.join(root, 'build', 'site'));
const rounds = Number(process.argv[3]) || 5;
const ffo = (file, lines) => fs.readFileSync(path.join(root, '..', 'shared', 'data', 'ffo', file),
  'utf8').split('\n').slice(0, lines).map((l) => l.split(';')[0].trim());

(async () => {
  const factory = require(path.join(site, 'reversi-cpu.js'));
  const module = await WebAssembly.compile(fs.readFileSync(path.join(site, 'reversi-cpu.wasm')));
  const obfs = [...ffo('fforum-40-59.obf', 6), ...ffo('fforum-60-79.obf', 4)];
  const times = [];
  for (let round = 0; round < rounds; ++round) {
    const cpu = await factory({
      instantiateWasm(imports, receive) {
        WebAssembly.instantiate(module, imports).then((i) => receive(i, module));
        return {};
      },
    });
    let ms = 0;  // in cpu_step only (the first cpu_start builds the engine)
    const moves = [];
    for (const obf of obfs) {
      cpu.ccall('cpu_start', 'number', ['string', 'number', 'number'], [obf, 10, 1]);
      const t0 = performance.now();
      while (!cpu._cpu_step(1000)) { /* to the end */ }
      ms += performance.now() - t0;
      moves.push(cpu._cpu_result());
    }
    times.push(ms);
    if (round === 0) console.log(`moves: ${moves.join(' ')}`);
  }
  const sorted = [...times].sort((a, b) => a - b);
  console.log(`level 10, ${obfs.length} positions: ${times.map((t) => t.toFixed(0)).join(' ')} ms;` +
    ` median ${sorted[Math.floor(rounds / 2)].toFixed(0)} ms`);
})();
