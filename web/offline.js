// Offline play and updates: registers the service worker (sw.js) once the board is playable, so
// that its download of the whole site never competes with the page's own start, and offers a
// new build quietly: "A new version is ready. Reload" (in the game's language). A click asks the
// waiting worker to take over; the page then reloads from the new build's cache. A page never
// runs on two builds: when another tab accepts the update, this one reloads too.
//
// window.reversi.version (and window.reversiPage.version): the build's version, written here by
// scripts/build-web.sh (a hash of the site's files). window.reversiPage.offline: {supported,
// registered, updateReady, error} for the tests.
'use strict';

(function () {
  const VERSION = '__REVERSI_VERSION__';
  const NOTICE = {
    en: { text: 'A new version is ready.', button: 'Reload' },
    pt: { text: 'Há uma nova versão.', button: 'Recarregar' },
  };
  const offline = { supported: 'serviceWorker' in navigator, registered: false, updateReady: false, error: null };
  window.reversi.version = VERSION;
  window.reversiPage.version = VERSION;
  window.reversiPage.offline = offline;
  if (!offline.supported) return;

  const sw = navigator.serviceWorker;
  // A page the worker did not serve (the first visit) is not replaced: it is of the build the
  // server had, and the worker installed now is of that same build.
  const controlled = Boolean(sw.controller);
  let reloading = false;
  sw.addEventListener('controllerchange', () => {
    if (!controlled || reloading) return;
    reloading = true;
    location.reload();
  });

  // The game's language (the settings' language), once the app runs.
  function language() {
    try {
      return window.reversi.state().settings.language === 'pt' ? 'pt' : 'en';
    } catch (e) {
      return 'en';
    }
  }

  function offer(registration) {
    offline.updateReady = true;
    if (document.getElementById('update-notice')) return;
    const words = NOTICE[language()];
    const bar = document.createElement('div');
    bar.id = 'update-notice';
    bar.setAttribute('role', 'status');
    const text = document.createElement('span');
    text.textContent = words.text;
    const button = document.createElement('button');
    button.type = 'button';
    button.textContent = words.button;
    button.addEventListener('click', () => {
      const waiting = registration.waiting;
      if (!waiting) {  // gone meanwhile (a newer build is installing): it will be offered
        bar.remove();
        return;
      }
      button.disabled = true;
      waiting.postMessage({ type: 'activate' });  // then controllerchange reloads the page
    });
    bar.append(text, ' ', button);
    document.body.append(bar);
  }

  // A worker installed while this page runs on an older build is offered.
  function watch(registration, worker) {
    if (!worker) return;
    const check = () => {
      if (worker.state === 'installed' && sw.controller) offer(registration);
    };
    worker.addEventListener('statechange', check);
    check();
  }

  async function register() {
    try {
      const registration = await sw.register('sw.js');
      offline.registered = true;
      watch(registration, registration.waiting);
      watch(registration, registration.installing);
      registration.addEventListener('updatefound', () => watch(registration, registration.installing));
      // A page left open looks for a new build when it is shown again.
      document.addEventListener('visibilitychange', () => {
        if (document.visibilityState === 'visible') registration.update().catch(() => {});
      });
    } catch (e) {
      offline.error = String(e);
      console.warn('Offline play unavailable: the service worker could not be registered.', e);
    }
  }

  // After the first frame, once the page is idle.
  function whenPlayable() {
    if (!window.reversi.ready) {
      setTimeout(whenPlayable, 250);
      return;
    }
    if (window.requestIdleCallback) requestIdleCallback(register, { timeout: 3000 });
    else setTimeout(register, 500);
  }
  whenPlayable();
})();
