import { chromium } from '@playwright/test';
const url = process.argv[2];
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu'] });
for (let run = 0; run < 2; run++) {
const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
const page = await context.newPage();
const cdp = await context.newCDPSession(page);
await page.addInitScript(() => {
  const marks = { mo: null, raf: null, hydrated: null, lcp: [], cls: [], firstRaf: null };
  Object.defineProperty(window, '__bench', { value: marks });
  const visible = () => {
    const card = document.querySelector('[data-testid="event-card"]');
    if (!card) return null;
    const box = card.getBoundingClientRect();
    return box.width > 0 && box.height > 0 && (!card.checkVisibility || card.checkVisibility()) ? card : null;
  };
  new MutationObserver(() => { if (marks.mo === null && visible()) marks.mo = performance.now(); }).observe(document, { childList: true, subtree: true, attributes: true });
  new PerformanceObserver((l) => { for (const e of l.getEntries()) marks.lcp.push([e.startTime, e.element?.tagName, e.element?.className?.slice?.(0,40), e.size]); }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((l) => { for (const e of l.getEntries()) marks.cls.push([e.startTime, e.value, e.hadRecentInput, e.sources?.map(s => (s.node?.nodeName||'') + '.' + (s.node?.className?.slice?.(0,30)||'') + ' ' + JSON.stringify([s.previousRect.y, s.previousRect.height, s.currentRect.y, s.currentRect.height]))]); }).observe({ type: 'layout-shift', buffered: true });
  const poll = (ts) => {
    if (marks.firstRaf === null) marks.firstRaf = performance.now();
    const card = visible();
    if (card && marks.raf === null) marks.raf = performance.now();
    if (card && Object.keys(card).some((k) => k.startsWith('__reactFiber'))) { marks.hydrated = performance.now(); return; }
    requestAnimationFrame(poll);
  };
  requestAnimationFrame(poll);
});
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
await page.goto(url);
await page.waitForTimeout(6000);
const r = await page.evaluate(() => ({ ...window.__bench, paints: performance.getEntriesByType('paint').map(p => [p.name, p.startTime]), nav: performance.getEntriesByType('navigation')[0].responseEnd, dcl: performance.getEntriesByType('navigation')[0].domInteractive,
 css: performance.getEntriesByType('resource').filter(r => r.name.endsWith('.css') || r.renderBlockingStatus === 'blocking').map(r => [new URL(r.name).pathname, r.startTime|0, r.responseEnd|0, r.renderBlockingStatus]) }));
console.log(JSON.stringify(r));
await context.close();
}
await browser.close();
