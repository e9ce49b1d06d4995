import { defineConfig } from '@playwright/test';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './browsers.js';
import { OIDC_PROVIDER, SERVERS, SERVERS_READY_LINE, STRIPE_STAND_IN, dataDir, templateDir, urlOf, type ServerName } from './servers.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

// A pinned run (CLOCK_AT) anchors the product's clock once, here in the runner: its servers, its test workers and the
// backend commands they run all inherit CLOCK_SET_AT, so every process reads the same product time, however much
// later it starts than the first server.
if (process.env.CLOCK_AT) process.env.CLOCK_SET_AT ??= new Date().toISOString();

const TRACE_MODES = ['on', 'off', 'retain-on-failure', 'on-first-retry'] as const;
type TraceMode = (typeof TRACE_MODES)[number];

/** E2E_TRACE when it names a mode, else a trace for a CI retry, or for each failure of a local run. */
function traceMode(): TraceMode {
  const asked = TRACE_MODES.find((mode) => mode === process.env.E2E_TRACE);
  return asked ?? (process.env.CI ? 'on-first-retry' : 'retain-on-failure');
}

export default defineConfig({
  testDir: './tests',
  fullyParallel: true,
  // Three workers on two cores: a test waits on its servers and its browser most of the time, and with two the cores
  // stood a third idle. The whole run took 281 s with three and 347 s with two, in one sitting on this machine; the
  // races three workers brought out were tests assuming the shared servers held still (fixed where they showed).
  workers: 3,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json']],
  use: {
    // The product speaks the browser's language (issue 31): English unless a test asks for another, whatever this
    // machine's locale.
    locale: 'en-US',
    // The product honours prefers-reduced-motion (libs/ui's styles): spinners and transitions stop, so the headless
    // browser draws no animation frames while a test waits on a loading state.
    reducedMotion: 'reduce',
    // The app's service worker (issue 32) would answer requests itself, out of reach of a test's page.route and with
    // caches of its own; the app-worker spec allows it and tests it.
    serviceWorkers: 'block',
    // A trace (a screencast of every frame plus DOM snapshots) recorded for every test and thrown away when it passes
    // made the discovery-details and foundation specs take 140 s instead of 83 s here, with 64% more CPU; over the whole
    // run, 475 s instead of 398 s. CI and `npm test` (E2E_TRACE=on-first-retry) record only a retry's trace: CI retries
    // a failing test once, so its failure still comes with a trace. A spec run on its own keeps one for each failure.
    trace: traceMode(),
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    },
  },
  webServer: [
    // First: the local OpenID Connect provider the main server's "Sign in with Google" is pointed at.
    {
      command: `node backend/dist-tools/tools/dev/local-oidc-provider.js --port ${OIDC_PROVIDER.port} --client-id ${OIDC_PROVIDER.clientId} --client-secret ${OIDC_PROVIDER.clientSecret}`,
      cwd: root,
      url: `${OIDC_PROVIDER.issuer}/.well-known/openid-configuration`,
      timeout: 30_000,
      reuseExistingServer: false,
      gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 5_000 },
      stdout: 'ignore' as const,
      stderr: 'pipe' as const,
    },
    // The Stripe stand-in the crossOrigin server bills through; it signs its webhooks with that server's secret.
    {
      command: `node e2e/stripe-stand-in.mjs --port ${STRIPE_STAND_IN.port} --secret ${STRIPE_STAND_IN.webhookSecret} --webhook ${urlOf('crossOrigin', '/events/api/v1/billing/stripe/webhook/')}`,
      cwd: root,
      url: `http://127.0.0.1:${STRIPE_STAND_IN.port}/health`,
      timeout: 30_000,
      reuseExistingServer: false,
      gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 5_000 },
      stdout: 'ignore' as const,
      stderr: 'pipe' as const,
    },
    // The three backends, started side by side by one launcher (Playwright starts its web servers one after another):
    // each on a fresh data folder copied from one seeded template, with its own embedded PostgreSQL. The template is
    // seeded here first unless E2E_TEMPLATE_SEEDED says it was seeded for this run at its clock (scripts/test.mjs).
    {
      command: `node e2e/start-server.mjs --template "${templateDir}"${process.env.E2E_TEMPLATE_SEEDED ? '' : ' --fresh-template'}`,
      cwd: root,
      wait: { stdout: new RegExp(SERVERS_READY_LINE) },
      timeout: 120_000,
      gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 10_000 },
      stdout: 'ignore' as const,
      stderr: 'pipe' as const,
      env: {
        E2E_SERVERS_READY: SERVERS_READY_LINE,
        E2E_SERVERS: JSON.stringify(
          (Object.keys(SERVERS) as ServerName[]).map((name) => ({
            name,
            dataDir: dataDir(name),
            // The tests read the pages the server renders (without JavaScript, too), and the run shares two cores
            // with the browsers, lint and the type-check: a render the load holds past production's one second
            // would be sent for the browser to render instead, and fail them.
            env: { PORT: String(SERVERS[name].port), LOG_LEVEL: 'warn', PAGE_SERVER_RENDERING_DEADLINE_MS: '15000', ...SERVERS[name].env },
          })),
        ),
      },
    },
  ],
});
