// The CPU's Web Worker: loads reversi-cpu.js/.wasm (src/app/worker_main.cpp) and answers each
// request {id, obf, level} with {id, move} (move: square index 0..63, or -1 for none).
'use strict';

let runtimeReady = false;
const waiting = [];

function answer(request) {
  let move = -1;
  try {
    move = Module.ccall('cpu_move', 'number', ['string', 'number'], [request.obf, request.level]);
  } catch (e) {
    console.error('cpu_move failed:', e);
  }
  postMessage({ id: request.id, move });
}

var Module = {
  onRuntimeInitialized() {
    runtimeReady = true;
    waiting.splice(0).forEach(answer);
  },
};

onmessage = (e) => {
  if (runtimeReady) answer(e.data);
  else waiting.push(e.data);
};

importScripts('reversi-cpu.js');
