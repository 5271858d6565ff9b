// A phone: 390x844 CSS pixels at DPR 3, touch. Board on top, panel below; taps hit squares.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { launch, open, state, tapSquare, waitState, screenshot, rect } from './helpers.mjs';

test('phone portrait layout, played by touch', async () => {
  const b = await launch({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 3,
    isMobile: true, hasTouch: true });
  try {
    const { page } = b;
    await open(page);
    await page.evaluate(() => window.reversi.newGame({ X: 'human', O: 'cpu' }));
    let s = await state(page);
    assert.equal(s.layout, 'portrait');
    const a1 = await rect(page, 'a1');
    const h8 = await rect(page, 'h8');
    assert.ok(a1.x >= 0 && a1.y >= 0 && h8.x + h8.width <= 390 && h8.y + h8.height <= 844);
    assert.ok(a1.width >= 36, `squares big enough to tap: ${a1.width}`);
    const canvas = await page.evaluate(() => {
      const c = document.getElementById('canvas');
      return { w: c.width, h: c.height, cw: c.clientWidth, ch: c.clientHeight };
    });
    assert.deepEqual(canvas, { w: 1170, h: 2532, cw: 390, ch: 844 }, 'backing store at DPR 3');
    await tapSquare(page, 'd3');
    s = await waitState(page, (t) => t.moves.startsWith('d3'), 'tap on d3');
    s = await waitState(page, (t) => t.moves.length === 4, 'CPU reply');
    await tapSquare(page, s.legal[0]);
    s = await waitState(page, (t) => t.moves.length >= 6, 'second tap');
    await page.waitForTimeout(400);
    await screenshot(page, 'phone');
    // Panel buttons answer taps too: open the help and close it.
    const help = await page.evaluate(() => window.reversi.controlRect('help'));
    await page.touchscreen.tap(help.x + help.width / 2, help.y + help.height / 2);
    await waitState(page, (t) => t.helpOpen, 'help opened by a tap');
    await page.waitForTimeout(300);
    await screenshot(page, 'phone-help');
    const close = await page.evaluate(() => window.reversi.controlRect('help-close'));
    await page.touchscreen.tap(close.x + close.width / 2, close.y + close.height / 2);
    await waitState(page, (t) => !t.helpOpen, 'help closed by a tap');
  } finally {
    await b.close();
  }
});
