// The CPU module's JavaScript side (linked with --js-library into reversi-cpu.js): the pause
// of a search on the page's thread (worker_main.cpp, cpu_run). It suspends the running call
// (Asyncify) and hands the page the function that resumes it: Module.cpuPaused(resume), which
// web/cpu.js sets on the module it runs on the page.
mergeInto(LibraryManager.library, {
  cpu_pause_js__deps: ['$Asyncify'],
  cpu_pause_js: function () {
    return Asyncify.handleSleep(function (resume) {
      Module['cpuPaused'](resume);
    });
  },
});
