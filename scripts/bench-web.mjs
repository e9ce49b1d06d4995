/* global window, document, MutationObserver, Node, requestAnimationFrame -- observePage and the evaluate callbacks run in the page */
// `npm run bench:web`: how fast the events list shows its first card in Chromium on a slow phone-like CPU, rendered
// on the server (issue 29, what visitors get) beside rendered in the browser (PAGE_SERVER_RENDERING=false, the figures
// before issue 29). Builds everything, starts one embedded PostgreSQL on a temporary data folder and two backends on it
// (NODE_ENV=production, as in production): one renders pages on the server and seeds the demo region, the other sends
// them for the browser to render. Loads /events/?date_start=<today>&date_end=<today> from each with a 4x CPU slowdown
// (CDP Emulation.setCPUThrottlingRate) and a cold cache, and prints for each, against the budgets:
// - time to the first event card ([data-testid=event-card]) on screen: when the browser first paints it (Element
//   Timing), from navigation start; and the first contentful paint (paint timing);
// - LCP (largest-contentful-paint);
// - JS the first card waits for: gzip KB of the .js responses the card needs: on a browser-rendered page every script
//   that finished before the card was visible (they make it); on a server-rendered one those of them that block
//   rendering (Resource Timing's renderBlockingStatus): a deferred script loaded by then is printed beside it, as
//   JS loaded before the first card;
// - JS until interactive: the same until React owns the first card (it has hydrated it, or rendered it), i.e. the
//   card carries React's `__reactFiber...` property, polled every frame;
// - CLS: the layout shifts without recent input, summed until the page settles;
// - the same first card on a repeat visit to the server-rendered pages: the page loaded once (unthrottled) in the same
//   browser context, so its service worker (issue 32) is installed and controls the page, then loaded again at 4x;
//   budget: at least 30% sooner than cold.
// A benchmark, not a test: it never fails on the budget.
import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { launchBenchChromium } from './bench-chromium.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const BUDGET = { jsKb: 250, firstCardMs: 1500, repeatGainPercent: 30 };
// Issue 29's budgets for the server-rendered page.
const SSR_BUDGET = { firstCardMs: 400, lcpMs: 500, jsBeforeKb: 0, jsInteractiveKb: 150, cls: 0.02 };
const CPU_SLOWDOWN = 4;
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const port = Number(process.env.BENCH_PORT ?? 4391);
const kb = (bytes) => (bytes / 1024).toFixed(1);

// BENCH_SKIP_BUILD=1 measures the dist folders as they are (after your own `npm run build`).
if (process.env.BENCH_SKIP_BUILD !== '1') {
  console.log('Building (nx run-many -t build)...');
  const build = spawnSync('npx', ['nx', 'run-many', '-t', 'build', '--output-style=static'], { cwd: root, stdio: 'ignore' });
  if (build.status !== 0) throw new Error('build failed: run `npm run build` to see why');
}
// Without the server builds the "server-rendered" backend would send pages for the browser to render, unnoticed.
for (const file of ['shell/dist-server/shell-server.cjs', 'mfe-discovery/dist-server/remote-server.cjs']) {
  if (!existsSync(path.join(root, file))) throw new Error(`${file} is missing: run \`npm run build\` (it builds the server builds too)`);
}
// BENCH_WATERFALL=1 also prints the request timeline of the typical run of each mode (start / end ms of every request).
const WATERFALL = process.env.BENCH_WATERFALL === '1';

/** URL path -> built file: /remotes/<remote>/x -> <remote>/dist/x, anything else -> shell/dist. */
function fileOf(urlPath) {
  const match = urlPath.match(/^\/remotes\/([^/]+)\/(.+)$/);
  return match ? path.join(root, match[1], 'dist', match[2]) : path.join(root, 'shell', 'dist', urlPath);
}

const gzipCache = new Map();
function gzipSize(urlPath) {
  if (!gzipCache.has(urlPath)) {
    const file = fileOf(urlPath);
    gzipCache.set(urlPath, existsSync(file) ? gzipSync(readFileSync(file), { level: 9 }).length : 0);
  }
  return gzipCache.get(urlPath);
}

/** Today in the region's zone (the listing's default day). */
function regionToday() {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
}

/**
 * Installed before any page script: records when the first event card is visible, when React owns it, the LCP, the
 * layout shifts, and when the page last loaded or painted something (the run waits for it to be quiet).
 */
function observePage() {
  const marks = { firstCard: null, interactive: null, lcp: null, lcpElement: null, cls: 0, shifts: [], lastActivity: 0 };
  Object.defineProperty(window, '__bench', { value: marks });
  const active = () => {
    marks.lastActivity = performance.now();
  };
  new PerformanceObserver((list) => {
    const entries = list.getEntries();
    const last = entries[entries.length - 1];
    if (last) {
      marks.lcp = last.startTime;
      const element = last.element;
      marks.lcpElement = element ? `${element.nodeName.toLowerCase()}.${String(element.className ?? '').split(' ')[0]}${last.url ? ` ${new URL(last.url).pathname}` : ''}` : last.url;
    }
    active();
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  // CLS as the browser's Web Vitals count it: shifts within 500 ms of an input are the visitor's doing. This one is
  // the sum over the whole load, not the largest session window: the page is not used meanwhile.
  new PerformanceObserver((list) => {
    for (const shift of list.getEntries()) {
      if (shift.hadRecentInput) continue;
      marks.cls += shift.value;
      const moved = shift.sources.map((source) => {
        const node = source.node;
        const name = node ? `${node.nodeName.toLowerCase()}${node.getAttribute?.('data-testid') ? `[${node.getAttribute('data-testid')}]` : ''}.${String(node.className ?? '').split(' ')[0]}` : '?';
        return `${name} y ${Math.round(source.previousRect.y)}->${Math.round(source.currentRect.y)} h ${Math.round(source.previousRect.height)}->${Math.round(source.currentRect.height)}`;
      });
      marks.shifts.push({ at: shift.startTime, value: shift.value, moved });
    }
    active();
  }).observe({ type: 'layout-shift', buffered: true });
  new PerformanceObserver(active).observe({ type: 'resource' });
  // The first card is timed by the browser's Element Timing: the page script marks the card's elements as they are
  // inserted (an attribute, which costs no layout) and the browser reports when it first paints them. Asking for the
  // card's box from here instead forced a layout of the half-parsed page at every insertion, which a visitor's page
  // does not do, and put the first paint of a server-rendered page back by about 40 ms (median of 15 at 4x CPU).
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.identifier !== 'first-card') continue;
      const paintedAt = entry.renderTime || entry.loadTime;
      if (marks.firstCard === null || paintedAt < marks.firstCard) marks.firstCard = paintedAt;
    }
  }).observe({ type: 'element', buffered: true });
  let firstCard = null;
  const mark = (element) => {
    element.setAttribute('elementtiming', 'first-card');
    for (const child of element.querySelectorAll('*')) child.setAttribute('elementtiming', 'first-card');
  };
  const observer = new MutationObserver((records) => {
    if (firstCard === null) {
      firstCard = document.querySelector('[data-testid="event-card"]');
      if (firstCard !== null) mark(firstCard);
      return;
    }
    // The parser may insert the card's content after the card itself.
    for (const record of records) {
      for (const node of record.addedNodes) if (node.nodeType === Node.ELEMENT_NODE && firstCard.contains(node)) mark(node);
    }
  });
  observer.observe(document, { childList: true, subtree: true });
  // React marks each DOM node it owns with a `__reactFiber$<random>` property, once hydrated or rendered. The card is
  // looked up every frame: a render that replaces the server's markup (a hydration mismatch) makes a new one.
  const poll = () => {
    const card = document.querySelector('[data-testid="event-card"]');
    if (card && Object.keys(card).some((key) => key.startsWith('__reactFiber'))) {
      marks.interactive = performance.now();
      return;
    }
    requestAnimationFrame(poll);
  };
  requestAnimationFrame(poll);
}

/** React's production errors of a failed hydration (it then renders the page in the browser instead). */
const HYDRATION_ERROR = /Minified React error #(418|419|421|422|423|425)\b|hydrat/i;

/** One load of `url` at 4x CPU in a new context; `repeat`: after a first, unmeasured visit the worker controls. */
async function measure(browser, url, { repeat = false, serverRendered = true } = {}) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await page.addInitScript(observePage);
  if (repeat) {
    await page.goto(url);
    await page.locator('[data-testid="event-card"]').first().waitFor({ state: 'visible', timeout: 60_000 });
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 60_000 });
  }
  const hydrationErrors = [];
  page.on('console', (message) => message.type() === 'error' && HYDRATION_ERROR.test(message.text()) && hydrationErrors.push(message.text()));
  page.on('pageerror', (error) => HYDRATION_ERROR.test(error.message) && hydrationErrors.push(error.message));
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await page.goto(url);
  await page.locator('[data-testid="event-card"]').first().waitFor({ state: 'visible', timeout: 60_000 });
  await page.waitForFunction(() => window.__bench.interactive !== null, null, { timeout: 60_000 }).catch(() => {
    throw new Error(`React did not take over the first card of ${url} within 60 s (no __reactFiber property on it)`);
  });
  // LCP settles at the first input or when the page stops painting larger elements, and what hydration brings (the
  // ads, asked for once the listing is there) may still shift the cards: the run ends after 1.5 s without a new
  // request, paint candidate or shift (at most 10 s after React took over).
  await page.waitForFunction(() => performance.now() - window.__bench.lastActivity > 1500, null, { timeout: 10_000, polling: 250 }).catch(() => undefined);
  const result = await page.evaluate(() => ({
    firstCard: window.__bench.firstCard,
    interactive: window.__bench.interactive,
    lcp: window.__bench.lcp,
    lcpElement: window.__bench.lcpElement,
    cls: window.__bench.cls,
    shifts: window.__bench.shifts,
    fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
    requests: performance
      .getEntriesByType('resource')
      .map((r) => ({ url: r.name, type: r.initiatorType, start: r.startTime, end: r.responseEnd })),
    responseEnd: performance.getEntriesByType('navigation')[0]?.responseEnd ?? null,
    scripts: performance
      .getEntriesByType('resource')
      .filter((r) => new URL(r.name).pathname.endsWith('.js'))
      .map((r) => ({ path: new URL(r.name).pathname, end: r.responseEnd, transfer: r.transferSize, blocking: r.renderBlockingStatus === 'blocking' })),
  }));
  await context.close();
  if (result.firstCard === null) throw new Error(`Chromium reported no paint of the first card of ${url} (Element Timing)`);
  const firstCard = result.firstCard;
  const before = result.scripts.filter((s) => s.end <= firstCard);
  const untilInteractive = result.scripts.filter((s) => s.end <= result.interactive);
  const sizes = (scripts) => scripts.map((s) => ({ path: s.path, gzip: gzipSize(s.path) })).sort((a, b) => b.gzip - a.gzip);
  return {
    firstCard,
    fcp: result.fcp,
    lcp: result.lcp,
    lcpElement: result.lcpElement,
    interactive: result.interactive,
    cls: result.cls,
    shifts: result.shifts,
    hydrationErrors,
    jsBefore: before.reduce((n, s) => n + gzipSize(s.path), 0),
    filesBefore: before.length,
    // A card the server rendered waits only for the scripts that block rendering; one the browser renders, for every
    // script loaded before it (they make it).
    jsNeeded: (serverRendered ? before.filter((s) => s.blocking) : before).reduce((n, s) => n + gzipSize(s.path), 0),
    filesNeeded: (serverRendered ? before.filter((s) => s.blocking) : before).length,
    jsInteractive: untilInteractive.reduce((n, s) => n + gzipSize(s.path), 0),
    filesInteractive: untilInteractive.length,
    scriptsInteractive: sizes(untilInteractive),
    jsAll: result.scripts.reduce((n, s) => n + gzipSize(s.path), 0),
    filesAll: result.scripts.length,
    requests: result.requests,
    htmlEnd: result.responseEnd,
    transferBefore: before.reduce((n, s) => n + (s.transfer || 0), 0),
    largestBefore: sizes(before).slice(0, 8),
  };
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

/** The medians of a mode's runs, and the run whose `key` is the median (its files and timeline are printed). */
function summary(runs, key) {
  const of = (name) => median(runs.map((r) => r[name] ?? Infinity));
  const typicalValue = median(runs.map((r) => r[key]));
  return {
    firstCard: of('firstCard'),
    fcp: of('fcp'),
    lcp: of('lcp'),
    interactive: of('interactive'),
    cls: of('cls'),
    jsBefore: of('jsBefore'),
    jsNeeded: of('jsNeeded'),
    jsInteractive: of('jsInteractive'),
    typical: runs.find((r) => r[key] === typicalValue) ?? runs[0],
  };
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'events-bench-web-'));
chmodSync(dataDir, 0o755); // PostgreSQL runs as its own OS user and must enter the folder
// Loaded after the build: the backend's own helpers. The data folder's embedded PostgreSQL (where a backend would keep
// it, <DATA_DIR>/postgres) is started here as `npm run start:cluster` does, so both backends reach it by its URL: a
// backend that started it itself would own its folder, and no second backend could use it.
const { startEmbeddedDatabase } = await import('../backend/dist/database/embedded-database.js');
const { startBackend } = await import('../backend/dist-tools/tools/bench/bench-databases.js');
let database;
const backends = [];
try {
  console.log('Starting PostgreSQL and two backends with the demo region...');
  database = await startEmbeddedDatabase({ clusterDir: path.join(dataDir, 'postgres') });
  // startBackend runs `node backend/dist/main.js` with the backend's Node.js flags, NODE_ENV=production (React's
  // production server renderer) and LOG_LEVEL=warn. Both share the data folder (media, JWT secret); the server-rendering
  // one seeds the demo region first and runs the scheduled jobs.
  const ssr = await startBackend(database.url, { PORT: String(port), DATA_DIR: dataDir, SEED_DEMO: 'true', PAGE_SERVER_RENDERING: 'true' });
  backends.push(ssr);
  const csr = await startBackend(database.url, { DATA_DIR: dataDir, PAGE_SERVER_RENDERING: 'false', SCHEDULED_JOBS: 'false' });
  backends.push(csr);
  const today = regionToday();
  const pathAndQuery = `/events/?date_start=${today}&date_end=${today}`;
  const ssrUrl = `${ssr.url}${pathAndQuery}`;
  const csrUrl = `${csr.url}${pathAndQuery}`;
  const browser = await launchBenchChromium();
  try {
    // One unmeasured load of each warms the servers (database caches, the first listing query, the server builds).
    await measure(browser, csrUrl, { serverRendered: false });
    await measure(browser, ssrUrl);
    // The two modes take turns, so both meet the same background load.
    const csrRuns = [];
    const ssrRuns = [];
    for (let i = 0; i < RUNS; i++) {
      csrRuns.push(await measure(browser, csrUrl, { serverRendered: false }));
      ssrRuns.push(await measure(browser, ssrUrl));
    }
    const repeats = [];
    for (let i = 0; i < RUNS; i++) repeats.push(await measure(browser, ssrUrl, { repeat: true }));

    const csrSum = summary(csrRuns, 'jsBefore');
    const ssrSum = summary(ssrRuns, 'jsInteractive');
    const typical = csrSum.typical;
    const verdict = (ok) => (ok ? 'within budget' : 'OVER BUDGET');
    const msCell = (value) => (Number.isFinite(value) ? `${value.toFixed(0)} ms` : '-');
    const kbCell = (bytes, files) => `${kb(bytes)} KB (${files})`;

    console.log(`\nGET ${pathAndQuery}`);
    console.log(`  server-rendered:  ${ssr.url} (the default)`);
    console.log(`  browser-rendered: ${csr.url} (PAGE_SERVER_RENDERING=false: the figures before issue 29)`);
    console.log(`Both backends NODE_ENV=production on one PostgreSQL (the demo region).`);
    console.log(`Chromium, ${CPU_SLOWDOWN}x CPU slowdown, cold cache; median of ${RUNS} runs of each (taking turns) after a warm-up.\n`);
    const rows = [
      ['Time to first card', msCell(csrSum.firstCard), msCell(ssrSum.firstCard), `<= ${SSR_BUDGET.firstCardMs} ms: ${verdict(ssrSum.firstCard <= SSR_BUDGET.firstCardMs)}`],
      ['First contentful paint', msCell(csrSum.fcp), msCell(ssrSum.fcp), ''],
      ['LCP', msCell(csrSum.lcp), msCell(ssrSum.lcp), `<= ${SSR_BUDGET.lcpMs} ms: ${verdict(ssrSum.lcp <= SSR_BUDGET.lcpMs)}`],
      [
        'JS the first card waits for (gzip, files)',
        kbCell(csrSum.jsNeeded, typical.filesNeeded),
        kbCell(ssrSum.jsNeeded, ssrSum.typical.filesNeeded),
        `${SSR_BUDGET.jsBeforeKb} KB: ${verdict(ssrSum.jsNeeded / 1024 <= SSR_BUDGET.jsBeforeKb)}`,
      ],
      // Deferred scripts may finish loading before a server-rendered card paints without waiting for them.
      ['JS loaded before the first card', kbCell(csrSum.jsBefore, typical.filesBefore), kbCell(ssrSum.jsBefore, ssrSum.typical.filesBefore), ''],
      ['Interactive (React owns the first card)', msCell(csrSum.interactive), msCell(ssrSum.interactive), ''],
      [
        'JS until interactive (gzip, files)',
        kbCell(csrSum.jsInteractive, typical.filesInteractive),
        kbCell(ssrSum.jsInteractive, ssrSum.typical.filesInteractive),
        `<= ${SSR_BUDGET.jsInteractiveKb} KB: ${verdict(ssrSum.jsInteractive / 1024 <= SSR_BUDGET.jsInteractiveKb)}`,
      ],
      ['CLS', csrSum.cls.toFixed(4), ssrSum.cls.toFixed(4), `<= ${SSR_BUDGET.cls}: ${verdict(ssrSum.cls <= SSR_BUDGET.cls)}`],
    ];
    console.log(`  ${''.padEnd(40)} ${'browser-rendered'.padStart(17)} ${'server-rendered'.padStart(17)}   server-rendered budget`);
    for (const [label, a, b, budget] of rows) console.log(`  ${label.padEnd(40)} ${a.padStart(17)} ${b.padStart(17)}   ${budget}`);

    console.log('\n  Browser-rendered (today\'s budget):');
    console.log(
      `  JS before the first card: ${kb(csrSum.jsBefore).padStart(6)} KB gzip in ${typical.filesBefore} files  (budget <= ${BUDGET.jsKb} KB: ${verdict(csrSum.jsBefore / 1024 <= BUDGET.jsKb)})`,
    );
    console.log(`  Time to first card:       ${csrSum.firstCard.toFixed(0).padStart(6)} ms  (budget <= ${BUDGET.firstCardMs} ms: ${verdict(csrSum.firstCard <= BUDGET.firstCardMs)})`);
    console.log(`  LCP:                      ${Number.isFinite(csrSum.lcp) ? csrSum.lcp.toFixed(0).padStart(6) : '     -'} ms`);
    // The repeat visit is made to the server-rendered pages (what visitors get) and compared with their cold load.
    const repeatCard = median(repeats.map((r) => r.firstCard));
    const gain = (1 - repeatCard / ssrSum.firstCard) * 100;
    console.log(
      `  Repeat visit, first card: ${repeatCard.toFixed(0).padStart(6)} ms, ${gain.toFixed(0)}% sooner than cold (server-rendered, ${ssrSum.firstCard.toFixed(0)} ms)  (budget >= ${BUDGET.repeatGainPercent}%: ${verdict(gain >= BUDGET.repeatGainPercent)})`,
    );
    console.log(`  All JS loaded by then:    ${kb(typical.jsAll).padStart(6)} KB gzip in ${typical.filesAll} files (the map's chunk comes after the cards)`);
    console.log('\n  Largest scripts before the first card, browser-rendered (gzip KB):');
    for (const f of typical.largestBefore) console.log(`    ${kb(f.gzip).padStart(6)}  ${f.path}`);
    const ssrTypical = ssrSum.typical;
    console.log(`\n  Scripts loaded until interactive, server-rendered (gzip KB; ${kb(ssrTypical.jsInteractive)} KB in ${ssrTypical.filesInteractive} files):`);
    for (const f of ssrTypical.scriptsInteractive) console.log(`    ${kb(f.gzip).padStart(6)}  ${f.path}`);
    const errors = ssrRuns.flatMap((r) => r.hydrationErrors);
    console.log(`\n  Hydration errors (React gave up the server's markup): ${errors.length === 0 ? 'none' : `${errors.length}, e.g. ${errors[0].slice(0, 200)}`}`);
    const shifts = [...csrRuns, ...ssrRuns].some((r) => r.shifts.length > 0);
    if (shifts) {
      console.log('  Layout shifts of the typical runs (ms from navigation start, score, what moved):');
      for (const [mode, run] of [
        ['browser-rendered', typical],
        ['server-rendered', ssrTypical],
      ]) {
        for (const s of run.shifts) console.log(`    ${mode.padEnd(16)} ${s.at.toFixed(0).padStart(5)}  ${s.value.toFixed(4)}  ${s.moved.join('; ')}`.slice(0, 220));
      }
    }
    if (WATERFALL) {
      for (const [mode, run] of [
        ['browser-rendered', typical],
        ['server-rendered', ssrTypical],
      ]) {
        console.log(`\n  Request timeline of the typical ${mode} run (ms from navigation start; HTML done at ${run.htmlEnd?.toFixed(0)}):`);
        for (const r of [...run.requests].sort((a, b) => a.start - b.start)) {
          const u = new URL(r.url);
          console.log(`    ${r.start.toFixed(0).padStart(5)} -> ${r.end.toFixed(0).padStart(5)}  ${r.type.padEnd(14)} ${u.pathname}${u.search}`.slice(0, 170));
        }
        console.log(`    first card at ${run.firstCard.toFixed(0)}, interactive at ${run.interactive.toFixed(0)}`);
      }
    }
    const runLine = (r) =>
      `${r.firstCard.toFixed(0)} / ${r.fcp === null ? '-' : r.fcp.toFixed(0)} / ${r.lcp === null ? '-' : r.lcp.toFixed(0)} / ${r.interactive.toFixed(0)} / ${kb(r.jsBefore)} / ${kb(r.jsInteractive)} / ${r.cls.toFixed(4)} / ${r.lcpElement ?? '-'}`;
    console.log('\n  Runs (first card ms / FCP ms / LCP ms / interactive ms / JS before KB / JS until interactive KB / CLS / LCP element):');
    for (const r of csrRuns) console.log(`    browser-rendered  ${runLine(r)}`);
    for (const r of ssrRuns) console.log(`    server-rendered   ${runLine(r)}`);
    console.log('  Repeat visits, server-rendered (first card ms / LCP ms):');
    for (const r of repeats) console.log(`    ${r.firstCard.toFixed(0)} / ${r.lcp === null ? '-' : r.lcp.toFixed(0)}`);
    // What the backends logged (warnings and errors), counted by message: a page the server failed to render says so here.
    for (const [name, backend] of [
      ['server-rendering backend', ssr],
      ['browser-rendering backend', csr],
    ]) {
      const counts = new Map();
      // The kept output is its last 16 kB: its first line may be cut short, and is left out unless it starts as a log line.
      const lines = backend.recentOutput().split('\n');
      if (lines.length > 0 && !lines[0].startsWith('{"')) lines.shift();
      for (const line of lines) {
        if (line.trim() === '') continue;
        let message = line.trim();
        try {
          // A request's line ends with its duration, which would keep apart the same answer given twice.
          message = String(JSON.parse(line).msg ?? message).replace(/ \d+ms$/, '');
        } catch {
          // not a pino line: printed as it is
        }
        counts.set(message, (counts.get(message) ?? 0) + 1);
      }
      if (counts.size === 0) continue;
      console.log(`\n  The ${name} logged:`);
      for (const [message, n] of counts) console.log(`    ${n} x ${message.slice(0, 200)}`);
    }
  } finally {
    await browser.close();
  }
} finally {
  await Promise.all(backends.map((backend) => backend.stop()));
  await database?.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
