// The accessibility layer's page half: real, labelled DOM controls over the canvas, for the
// keyboard and for screen readers (the C++ half is src/app/accessibility.cpp, which sends a
// snapshot whenever what it mirrors changes). It draws nothing: every control lies exactly over
// what the canvas shows, transparent and without pointer events (the mouse and touch still go to
// the canvas), and shows the browser's focus ring when the keyboard reaches it.
//   - #a11y-board: a grid of 64 cells named by square ("d3, empty, legal move, flips 1"), one Tab
//     stop; the arrow keys, Home and End move, Enter or Space plays the square.
//   - #a11y-panel: the panel's buttons, checkboxes, radio groups and section headers, in the
//     panel's order; Enter or Space activates (the app clicks the item itself), the arrow keys
//     move within a radio group. While a modal window is open (the rules help, a question) its
//     items and text form a dialog and the rest of the page is inert.
//   - Everywhere: N starts a new game, H opens or closes the help, Escape closes what is open;
//     Left, Right, Home and End step through the game's record (outside the board and the radio
//     groups); Ctrl+Z undoes, Ctrl+Y and Ctrl+Shift+Z redo; Up, Down, Enter or Space outside the
//     board brings the focus to the board.
// The live region #status (the app's announcements) and #a11y-summary (the score and the turn)
// are plain text.
'use strict';

(function () {
  const $ = (id) => document.getElementById(id);
  const call = (name, types, args) => window.Module && Module.ccall(name, null, types, args);
  const SQUARES = 64;
  let snapshot = null;
  let cells = [];           // the 64 gridcells, a1..h8
  let cursor = 19;          // d3: the board's Tab stop
  const items = new Map();  // item id -> DOM element
  let focusBeforeModal = null;  // the control that had the focus when a modal window opened

  const squareName = (sq) => 'abcdefgh'[sq % 8] + String(1 + Math.floor(sq / 8));

  function place(el, r) {
    el.style.left = `${r.x}px`;
    el.style.top = `${r.y}px`;
    el.style.width = `${Math.max(1, r.width)}px`;
    el.style.height = `${Math.max(1, r.height)}px`;
  }

  function buildBoard() {
    const grid = $('a11y-board');
    for (let row = 0; row < 8; ++row) {
      const rowEl = document.createElement('div');
      rowEl.setAttribute('role', 'row');
      for (let col = 0; col < 8; ++col) {
        const sq = row * 8 + col;
        const cell = document.createElement('div');
        cell.setAttribute('role', 'gridcell');
        cell.className = 'a11y-cell';
        cell.tabIndex = sq === cursor ? 0 : -1;
        cell.dataset.square = squareName(sq);
        cell.setAttribute('aria-label', squareName(sq));
        cell.addEventListener('focus', () => {
          setCursor(sq);
          call('reversi_a11y_focus_square', ['number'], [sq]);
        });
        // The app draws its own cursor on the focused square; it goes with the focus.
        cell.addEventListener('blur', () => call('reversi_a11y_focus_square', ['number'], [-1]));
        cell.addEventListener('keydown', (e) => boardKey(e, sq));
        // A screen reader's activation (or a script's click) plays the square.
        cell.addEventListener('click', () => call('reversi_a11y_play_square', ['number'], [sq]));
        rowEl.appendChild(cell);
        cells.push(cell);
      }
      grid.appendChild(rowEl);
    }
  }

  function setCursor(sq) {
    if (cells[cursor]) cells[cursor].tabIndex = -1;
    cursor = sq;
    cells[cursor].tabIndex = 0;
  }

  function boardKey(e, sq) {
    let col = sq % 8, row = Math.floor(sq / 8);
    switch (e.key) {
      case 'ArrowLeft': col = Math.max(0, col - 1); break;
      case 'ArrowRight': col = Math.min(7, col + 1); break;
      case 'ArrowUp': row = Math.max(0, row - 1); break;
      case 'ArrowDown': row = Math.min(7, row + 1); break;
      case 'Home': col = 0; if (e.ctrlKey) row = 0; break;
      case 'End': col = 7; if (e.ctrlKey) row = 7; break;
      case 'Enter':
      case ' ':
        e.preventDefault();
        e.stopPropagation();
        if (!e.repeat) call('reversi_a11y_play_square', ['number'], [sq]);
        return;
      default:
        return;  // shortcuts bubble to the document
    }
    e.preventDefault();
    e.stopPropagation();
    const next = row * 8 + col;
    setCursor(next);
    cells[next].focus();
  }

  function makeItem(item) {
    const el = document.createElement('button');
    el.type = 'button';
    el.className = 'a11y-item';
    el.dataset.id = String(item.id);
    el.addEventListener('click', () => {
      if (el.getAttribute('aria-disabled') !== 'true') {
        call('reversi_a11y_activate', ['number'], [Number(el.dataset.id)]);
      }
    });
    el.addEventListener('keydown', (e) => radioKey(e, el));
    return el;
  }

  // The arrow keys move within a radio group and select, as in any radio group.
  function radioKey(e, el) {
    if (el.getAttribute('role') !== 'radio') return;
    const step = { ArrowLeft: -1, ArrowUp: -1, ArrowRight: 1, ArrowDown: 1 }[e.key];
    if (!step) return;
    e.preventDefault();
    e.stopPropagation();
    const radios = [...el.parentElement.querySelectorAll('[role=radio]')];
    const next = radios[(radios.indexOf(el) + step + radios.length) % radios.length];
    next.focus();
    next.click();
  }

  function updateItem(el, item) {
    const role = { button: null, header: null, checkbox: 'checkbox', radio: 'radio' }[item.role];
    if (role) el.setAttribute('role', role); else el.removeAttribute('role');
    el.setAttribute('aria-label', item.label || item.control);
    if (item.checked >= 0) el.setAttribute('aria-checked', item.checked ? 'true' : 'false');
    else el.removeAttribute('aria-checked');
    if (item.expanded >= 0) el.setAttribute('aria-expanded', item.expanded ? 'true' : 'false');
    else el.removeAttribute('aria-expanded');
    if (item.disabled) el.setAttribute('aria-disabled', 'true');
    else el.removeAttribute('aria-disabled');
    if (item.control) el.dataset.control = item.control; else delete el.dataset.control;
    place(el, item.rect);
  }

  // The panel's items in their order, radio buttons in their groups.
  function updateItems(list, container) {
    const focusedEl = document.activeElement;
    const focusedId = focusedEl && focusedEl.dataset ? focusedEl.dataset.id : null;
    const seen = new Set();
    const nodes = [];
    let group = null;
    for (const item of list) {
      seen.add(item.id);
      let el = items.get(item.id);
      if (!el) {
        el = makeItem(item);
        items.set(item.id, el);
      }
      updateItem(el, item);
      if (item.role === 'radio' && item.group) {
        if (!group || group.getAttribute('aria-label') !== item.group) {
          group = groupFor(item.group);
          nodes.push(group);
        }
        el.tabIndex = item.checked ? 0 : -1;
        if (el.parentElement !== group) group.appendChild(el);
        continue;
      }
      group = null;
      el.tabIndex = 0;
      nodes.push(el);
    }
    for (const [id, el] of items) {
      if (!seen.has(id)) {
        el.remove();
        items.delete(id);
      }
    }
    // Reorders only when the order changed, so that the focused control keeps the focus.
    const current = [...container.children];
    if (current.length !== nodes.length || current.some((n, i) => n !== nodes[i])) {
      nodes.forEach((n) => container.appendChild(n));
      [...container.children].forEach((n) => { if (!nodes.includes(n)) n.remove(); });
    }
    for (const g of container.querySelectorAll('[role=radiogroup]')) {
      if (!g.children.length) g.remove();
    }
    if (focusedId && !items.has(Number(focusedId))) return false;
    // Moving an element (into a renamed radio group, say) takes its focus away: give it back.
    if (focusedEl && focusedEl.isConnected && document.activeElement !== focusedEl) {
      focusedEl.focus({ preventScroll: true });
    }
    return true;
  }

  const groups = new Map();
  function groupFor(label) {
    let g = groups.get(label);
    if (!g) {
      g = document.createElement('div');
      g.setAttribute('role', 'radiogroup');
      g.setAttribute('aria-label', label);
      g.className = 'a11y-group';
      groups.set(label, g);
    }
    return g;
  }

  function helpContent(help) {
    const box = document.createElement('div');
    box.className = 'visually-hidden';
    const h = document.createElement('h2');
    h.textContent = help.title;
    box.appendChild(h);
    if (help.summary) {
      const p = document.createElement('p');
      p.textContent = help.summary;
      box.appendChild(p);
    }
    for (const s of help.sections || []) {
      const h3 = document.createElement('h3');
      h3.textContent = s.title;
      box.appendChild(h3);
      if (s.text) {
        const p = document.createElement('p');
        p.textContent = s.text;
        box.appendChild(p);
      }
      if (s.points.length) {
        const ul = document.createElement('ul');
        for (const point of s.points) {
          const li = document.createElement('li');
          li.textContent = point;
          ul.appendChild(li);
        }
        box.appendChild(ul);
      }
    }
    return box;
  }

  let shownHelp = '';
  function update(json) {
    const previous = snapshot;
    snapshot = JSON.parse(json);
    if (!cells.length) buildBoard();
    const modal = snapshot.modal;
    const wasModal = previous ? previous.modal : '';

    $('a11y-summary').textContent = snapshot.summary;
    const board = $('a11y-board');
    board.setAttribute('aria-label', snapshot.board.name);
    const r = snapshot.board.rect;
    const size = r.width / 8;
    snapshot.board.cells.forEach(([label, legal], sq) => {
      const cell = cells[sq];
      if (cell.getAttribute('aria-label') !== label) cell.setAttribute('aria-label', label);
      cell.classList.toggle('legal', legal === 1);
      place(cell, { x: r.x + (sq % 8) * size, y: r.y + Math.floor(sq / 8) * size,
        width: size, height: size });
    });
    if (snapshot.board.cursor >= 0 && snapshot.board.cursor < SQUARES &&
        document.activeElement && !document.activeElement.classList.contains('a11y-cell')) {
      setCursor(snapshot.board.cursor);
    }

    const dialog = $('a11y-dialog');
    const panel = $('a11y-panel');
    if (modal && !wasModal) {
      focusBeforeModal = document.activeElement;
    }
    const target = modal ? $('a11y-dialog-items') : panel;
    const kept = updateItems(snapshot.items, target);
    (modal ? panel : $('a11y-dialog-items')).replaceChildren();
    board.inert = !!modal;
    panel.inert = !!modal;
    dialog.hidden = !modal;
    if (modal) {
      const help = snapshot.help;
      const title = help ? help.title : (snapshot.items[0] && snapshot.items[0].label) || modal;
      dialog.setAttribute('aria-label', title);
      const helpKey = help ? JSON.stringify(help) : '';
      if (helpKey !== shownHelp) {
        shownHelp = helpKey;
        $('a11y-dialog-text').replaceChildren(...(help ? [helpContent(help)] : []));
      }
      if (!wasModal || !kept || !dialog.contains(document.activeElement)) {
        // A text field of the dialog first (the paste box), else its first button.
        const first = dialog.querySelector('textarea:not([hidden]), button');
        if (first) first.focus();
      }
    } else {
      if (shownHelp) {
        shownHelp = '';
        $('a11y-dialog-text').replaceChildren();
      }
      if (wasModal) {
        const back = focusBeforeModal && focusBeforeModal.dataset &&
          items.get(Number(focusBeforeModal.dataset.id));
        if (back) back.focus();
        else if (focusBeforeModal && focusBeforeModal.isConnected) focusBeforeModal.focus();
        focusBeforeModal = null;
      } else if (!kept) {
        cells[cursor].focus();  // the focused control went away (a section closed...)
      }
    }
  }

  // Keys anywhere on the page: the shortcuts, and the way onto the board.
  document.addEventListener('keydown', (e) => {
    if (!window.reversi || !window.reversi.ready || e.altKey) return;
    const active = document.activeElement;
    const typing = active && (active.tagName === 'TEXTAREA' || active.tagName === 'INPUT');
    const key = e.key.length === 1 ? e.key.toLowerCase() : e.key;
    if (e.ctrlKey || e.metaKey) {
      // Undo and redo of the record (Ctrl+V is the paste event's: page.js).
      const command = key === 'z' ? (e.shiftKey ? 'redo' : 'undo') : key === 'y' ? 'redo' : '';
      if (!command || typing || (snapshot && snapshot.modal)) return;
      e.preventDefault();
      call('reversi_a11y_key', ['string'], [command]);
      return;
    }
    if (typing && key !== 'Escape') return;
    const onBoard = active && active.classList && active.classList.contains('a11y-cell');
    const inRadio = active && active.getAttribute && active.getAttribute('role') === 'radio';
    // Left, Right, Home and End step through the game's record, except on the board (they move
    // its cursor) and in a radio group (they choose).
    if (['ArrowLeft', 'ArrowRight', 'Home', 'End'].includes(key) && !onBoard && !inRadio &&
        !(snapshot && snapshot.modal)) {
      e.preventDefault();
      call('reversi_a11y_key', ['string'], [key]);
      return;
    }
    if (key === 'n' || key === 'h' || key === 'Escape') {
      if (e.repeat) return;
      e.preventDefault();
      call('reversi_a11y_key', ['string'], [key]);
      return;
    }
    const arrows = ['ArrowUp', 'ArrowDown'];
    const inControl = document.activeElement && document.activeElement.tagName === 'BUTTON';
    if (!onBoard && !(snapshot && snapshot.modal) &&
        (arrows.includes(key) || (!inControl && (key === 'Enter' || key === ' ')))) {
      e.preventDefault();
      cells[cursor].focus();
    }
  });

  window.reversiA11y = { update };
})();
