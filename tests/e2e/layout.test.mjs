// Phones and window sizes: at 360x640, 390x844 and 844x390 (touch, DPR 2-3) and at 800x600,
// 1280x800 and 1920x1080 (mouse), in English and Portuguese:
//   - the board and what a player needs during a game (new game, undo, help, the CPU level's
//     "-" and "+") lie inside the viewport without scrolling;
//   - every control lies inside the panel's width (no label cut at its edge), and inside the
//     panel altogether on a desktop (its panel never scrolls); no two controls overlap;
//   - on a touch screen every control is at least 44x44 CSS pixels, the settings included;
//   - the legal-move dots stand out at least 3:1 (WCAG contrast, from screenshot pixels) from
//     the felt, on Black's turn and on White's;
//   - "+" and "-" change the CPU level by one; a drag across the stepper, or a scroll that
//     starts on it, does not.
//   - a larger text size chosen in the browser's settings makes the panel's text and controls
//     larger.
// Screenshots of each size and language in tests/e2e/artifacts/layout-*.png.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { launch, open, state, waitState, screenshot, colorAt, rect, playByMouse, touchDrag }
  from './helpers.mjs';

const SIZES = [
  { width: 360, height: 640, touch: true, dpr: 2 },
  { width: 390, height: 844, touch: true, dpr: 3 },
  { width: 844, height: 390, touch: true, dpr: 3 },
  { width: 800, height: 600, touch: false, dpr: 1 },
  { width: 1280, height: 800, touch: false, dpr: 1 },
  { width: 1920, height: 1080, touch: false, dpr: 1 },
];
const NEEDED = ['new-game', 'undo', 'redo', 'help', 'level-down', 'level-up'];
// Every control the panel shows with the settings open.
const CONTROLS = [...NEEDED, 'level', 'vs-cpu', 'two-players', 'new-ranked', 'seat-human-X',
  'seat-cpu-X', 'seat-human-O', 'seat-cpu-O', 'ranked-label', 'moves', 'games', 'rating', 'settings',
  'show-legal', 'alternate', 'time-0', 'time-30', 'time-60', 'lang-en', 'lang-pt'];
// Named places that are not clicked: text, not touch targets.
const TEXT = new Set(['level', 'ranked-label']);
const MIN_TOUCH = 44;
const EPS = 0.5;

const controlRect = (page, name) => page.evaluate((n) => window.reversi.controlRect(n), name);

// WCAG relative luminance and contrast ratio of two sRGB colours [r, g, b] (0-255).
function luminance(rgb) {
  const [r, g, b] = rgb.map((v) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
function contrast(a, b) {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

const inside = (r, box) => r.x >= box.x - EPS && r.y >= box.y - EPS &&
  r.x + r.width <= box.x + box.width + EPS && r.y + r.height <= box.y + box.height + EPS;
const overlap = (a, b) => a.x + EPS < b.x + b.width && b.x + EPS < a.x + a.width &&
  a.y + EPS < b.y + b.height && b.y + EPS < a.y + a.height;

async function tapOrClick(page, touch, name) {
  const r = await controlRect(page, name);
  assert.ok(r, `${name} on screen`);
  const x = r.x + r.width / 2, y = r.y + r.height / 2;
  if (touch) await page.touchscreen.tap(x, y);
  else await page.mouse.click(x, y);
}

// A finger or the mouse pressed at `from`, moved to `to` a step a frame, and released.
async function drag(page, touch, from, to) {
  if (touch) return touchDrag(page, from, to);
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  for (let i = 1; i <= 12; ++i) {
    await page.waitForTimeout(30);
    await page.mouse.move(from.x + ((to.x - from.x) * i) / 12, from.y + ((to.y - from.y) * i) / 12);
  }
  await page.waitForTimeout(100);
  await page.mouse.up();
  await page.waitForTimeout(300);
}

const middle = (r) => ({ x: r.x + r.width / 2, y: r.y + r.height / 2 });

// The rects of `names` that are drawn, by name.
async function rects(page, names) {
  const out = {};
  for (const name of names) {
    const r = await controlRect(page, name);
    if (r) out[name] = r;
  }
  return out;
}

// Controls within the panel's width, at least 44x44 on touch, none overlapping another; those
// wholly in view (all of them when `all`) inside the panel and the viewport.
function checkControls(found, panel, vp, size, all, what) {
  const names = Object.keys(found);
  for (const name of names) {
    const r = found[name];
    assert.ok(r.x >= panel.x - EPS && r.x + r.width <= panel.x + panel.width + EPS,
      `${what}: ${name} within the panel's width: ${JSON.stringify(r)} in ${JSON.stringify(panel)}`);
    if (all) assert.ok(inside(r, panel), `${what}: ${name} inside the panel: ${JSON.stringify(r)}`);
    if (inside(r, panel)) {
      assert.ok(inside(r, { x: 0, y: 0, width: vp.width, height: vp.height }),
        `${what}: ${name} inside the viewport`);
    }
    if (size.touch && !TEXT.has(name)) {
      assert.ok(r.width >= MIN_TOUCH && r.height >= MIN_TOUCH,
        `${what}: ${name} is a touch target: ${r.width}x${r.height}`);
    }
  }
  for (let i = 0; i < names.length; ++i) {
    for (let j = i + 1; j < names.length; ++j) {
      assert.ok(!overlap(found[names[i]], found[names[j]]),
        `${what}: ${names[i]} and ${names[j]} overlap: ` +
        `${JSON.stringify(found[names[i]])} ${JSON.stringify(found[names[j]])}`);
    }
  }
}

// The contrast of the legal-move dots against the felt beside them, on the side to move's turn:
// the light part of the mark (the rim on Black's turn, the disc on White's), and on Black's
// turn the dark disc against its rim.
async function dotContrasts(page) {
  const s = await state(page);
  const out = [];
  for (const square of s.legal) {
    const r = await rect(page, square);
    const c = middle(r);
    const felt = await colorAt(page, c.x + r.width * 0.3, c.y, 2, 2);
    const core = await colorAt(page, c.x, c.y, 2, 2);
    if (s.toMove === 'X') {
      const rim = await colorAt(page, c.x + r.width * 0.116, c.y, 1, 1);
      out.push({ square, toMove: 'X', mark: contrast(rim, felt), inner: contrast(core, rim),
        felt, rim, core });
    } else {
      out.push({ square, toMove: 'O', mark: contrast(core, felt), felt, core });
    }
  }
  return out;
}

for (const size of SIZES) {
  for (const language of ['en', 'pt']) {
    const tag = `${size.width}x${size.height}-${language}`;
    test(`layout at ${tag}${size.touch ? ' (touch)' : ''}`, async () => {
      const b = await launch({ viewport: { width: size.width, height: size.height },
        deviceScaleFactor: size.dpr, isMobile: size.touch, hasTouch: size.touch,
        locale: language === 'pt' ? 'pt-PT' : 'en-US' });
      try {
        const { page } = b;
        const vp = { width: size.width, height: size.height };
        await open(page);
        await page.evaluate(() => window.reversi.setSettings({ cpu_level: 3 }));
        await page.evaluate(() => window.reversi.newGame({ X: 'human', O: 'human' }));
        let s = await state(page);
        assert.equal(s.settings.language, language);
        await page.waitForTimeout(300);
        await screenshot(page, `layout-${tag}`);

        // The board and the needed controls in view, nothing scrolled.
        const a1 = await rect(page, 'a1');
        const h8 = await rect(page, 'h8');
        assert.ok(a1.x >= 0 && a1.y >= 0 && h8.x + h8.width <= vp.width &&
          h8.y + h8.height <= vp.height, `the board in view: ${JSON.stringify([a1, h8])}`);
        const panel = await controlRect(page, 'panel');
        assert.ok(inside(panel, { x: 0, y: 0, ...vp }), `panel in view: ${JSON.stringify(panel)}`);
        const found = await rects(page, CONTROLS);
        for (const name of NEEDED) {
          assert.ok(found[name] && inside(found[name], panel),
            `${name} in view without scrolling: ${JSON.stringify(found[name])} in ` +
            `${JSON.stringify(panel)}`);
        }
        // Beside the board every control is in view at once where the window is tall enough;
        // a low one (800x600) scrolls the panel for the settings' last rows.
        checkControls(found, panel, vp, size, !size.touch && size.height >= 700, tag);
        if (!size.touch) {
          assert.ok(s.settingsOpen, 'the settings are open beside the board');
          for (const name of CONTROLS) assert.ok(found[name], `${name} drawn`);
        }

        // The dots: Black's turn, then White's (after d3).
        const dots = await dotContrasts(page);
        await playByMouse(page, 'd3');
        await page.waitForTimeout(400);
        dots.push(...await dotContrasts(page));
        for (const d of dots) {
          console.log(`${tag} ${d.square} (${d.toMove}): mark ${d.mark.toFixed(2)}:1` +
            (d.inner ? `, disc in rim ${d.inner.toFixed(2)}:1` : '') +
            ` felt ${d.felt} core ${d.core}${d.rim ? ` rim ${d.rim}` : ''}`);
          assert.ok(d.mark >= 3, `dot on ${d.square} stands out ${d.mark.toFixed(2)}:1`);
          if (d.inner) assert.ok(d.inner >= 3, `dot on ${d.square}: ${d.inner.toFixed(2)}:1`);
        }

        // The stepper: "+" and "-" by one; a drag across it, or a scroll from it, changes nothing.
        await tapOrClick(page, size.touch, 'level-up');
        s = await waitState(page, (t) => t.settings.cpu_level === 4, 'level 4 by "+"', 5000);
        await tapOrClick(page, size.touch, 'level-down');
        await tapOrClick(page, size.touch, 'level-down');
        s = await waitState(page, (t) => t.settings.cpu_level === 2, 'level 2 by "-" twice', 5000);
        const down = middle(await controlRect(page, 'level-down'));
        const up = middle(await controlRect(page, 'level-up'));
        await drag(page, size.touch, down, up);
        await drag(page, size.touch, up, down);
        await drag(page, size.touch, up, { x: up.x, y: up.y - 120 });
        await page.waitForTimeout(300);
        assert.equal((await state(page)).settings.cpu_level, 2, 'drags leave the level alone');

        if (size.touch) {
          // The settings, scrolled into view and opened by taps: touch-sized, within the panel.
          // A finger drags the panel up from near its bottom edge, as far as it goes.
          const low = { x: panel.x + panel.width / 2, y: panel.y + panel.height - 10 };
          const high = { x: low.x, y: panel.y + 10 };
          let header = await controlRect(page, 'settings');
          for (let i = 0; i < 4 && !inside(header, panel); ++i) {
            await touchDrag(page, low, high);
            header = await controlRect(page, 'settings');
          }
          assert.ok(inside(header, panel), `settings header in view: ${JSON.stringify(header)}`);
          if (!(await state(page)).settingsOpen) await tapOrClick(page, true, 'settings');
          await waitState(page, (t) => t.settingsOpen, 'settings open', 5000);
          for (let i = 0; i < 4 && !inside(await controlRect(page, 'lang-pt'), panel); ++i) {
            await touchDrag(page, low, high);
          }
          await page.waitForTimeout(300);
          await screenshot(page, `layout-${tag}-settings`);
          const all = await rects(page, CONTROLS);
          for (const name of CONTROLS) assert.ok(all[name], `${name} drawn`);
          checkControls(all, panel, vp, size, false, `${tag} settings`);
          assert.equal((await state(page)).settings.cpu_level, 2, 'scrolling left the level alone');
        }
        // Chromium's own word when the page cancels a touch it treats as a pinch-zoom gesture
        // (touch-action: pinch-zoom) is not the page's error.
        assert.deepEqual(b.errors.filter((e) => !/^Ignored attempt to cancel a touch/.test(e)), []);
      } finally {
        await b.close();
      }
    });
  }
}

test('the browser\'s text size: 20 px instead of 16 makes the panel 1.25 times larger', async () => {
  const heights = {};
  for (const fontSize of [16, 20]) {
    const b = await launch({ viewport: { width: 1280, height: 800 }, fontSize });
    try {
      await open(b.page);
      const r = await controlRect(b.page, 'new-game');
      assert.ok(r, 'new game drawn');
      heights[fontSize] = r.height;
      if (fontSize === 20) await screenshot(b.page, 'layout-text-20px');
      assert.deepEqual(b.errors, []);
    } finally {
      await b.close();
    }
  }
  const ratio = heights[20] / heights[16];
  assert.ok(ratio > 1.2 && ratio < 1.3, `new game's height ${heights[16]} -> ${heights[20]} px`);
});
