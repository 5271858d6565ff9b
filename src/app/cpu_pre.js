// The CPU module's first lines (linked with --pre-js, inside createReversiCpu): a `Browser` of its
// own. Asyncify's sleep (cpu_library.js) pauses and resumes `Browser.mainLoop` when there is one;
// without this, it would find the page's app's (reversi.js's global) and stop its drawing while
// the CPU's search is paused between frames.
var Browser;
