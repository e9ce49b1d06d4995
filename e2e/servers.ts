// The backend instances the end-to-end run starts, each with its own embedded PostgreSQL and data folder.
import { tmpdir } from 'node:os';
import path from 'node:path';

export type ServerName = 'main' | 'crossOrigin' | 'brokenRemote';

type Server = { port: number; env: Record<string, string> };

const basePort = Number(process.env.E2E_BASE_PORT ?? 4310);

/** The local OpenID Connect provider (backend/dist/dev/local-oidc-provider.js) the main server signs in with. */
export const OIDC_PROVIDER = {
  port: basePort + 9,
  issuer: `http://127.0.0.1:${basePort + 9}`,
  clientId: 'events-local',
  clientSecret: 'events-local-secret',
} as const;

/**
 * The local stand-in for Stripe (e2e/stripe-stand-in.mjs): the crossOrigin server bills through it, so its
 * /subscription/manage/ runs Checkout and the customer portal; the main server keeps manual billing.
 */
export const STRIPE_STAND_IN = {
  port: basePort + 8,
  webhookSecret: 'whsec_e2e_stand_in',
  prices: 'demo:price_demo',
} as const;

/** Staff-only menu links of the main server (a tool without a URL is left out of the menu). */
export const E2E_STAFF_LINKS = 'Wagtail CMS=/wagtail/,Django Admin=/django/,Sentry=https://sentry.example/';

/** The AdSense unit of the brokenRemote server (AD_NETWORK=adsense). */
export const E2E_ADSENSE = { client: 'ca-pub-1234567890123456', slot: '9876543210' } as const;

export const SERVERS: Record<ServerName, Server> = {
  main: {
    port: basePort,
    env: {
      // "Sign in with Google" goes through the local provider.
      GOOGLE_ISSUER_URL: OIDC_PROVIDER.issuer,
      GOOGLE_CLIENT_ID: OIDC_PROVIDER.clientId,
      GOOGLE_CLIENT_SECRET: OIDC_PROVIDER.clientSecret,
      STAFF_LINKS: E2E_STAFF_LINKS,
      // Every test signs in from the same address; the default limit would throttle the suite.
      AUTH_RATE_LIMIT: '10000',
      // Likewise for the contact form's per-address limit (its per-account limit stays at the default).
      SUPPORT_CONTACT_ADDRESS_RATE_LIMIT: '10000',
      // The alert tests run the digest job themselves (alerts:send to their own SMTP server), never the clock.
      ALERTS_SCHEDULED: 'false',
      // The push test's push service listens on 127.0.0.1 over http (app-worker-push.spec.ts).
      PUSH_ALLOW_LOCAL_ENDPOINTS: 'true',
    },
  },
  // The discovery remote is fetched from another origin (127.0.0.1 vs localhost): runtime registry + CORS; its pages
  // are rendered on the server from the build its manifest names there (issue 29). Billing runs on Stripe here,
  // through the local stand-in.
  crossOrigin: {
    port: basePort + 1,
    env: {
      REMOTE_MFE_DISCOVERY_URL: `http://127.0.0.1:${basePort + 1}/remotes/mfe-discovery/mf-manifest.json`,
      PAGE_SERVER_RENDERING_REMOTE_ORIGINS: `http://127.0.0.1:${basePort + 1}`,
      CORS_ORIGINS: `http://localhost:${basePort + 1}`,
      STRIPE_SECRET_KEY: 'sk_test_e2e_stand_in',
      STRIPE_WEBHOOK_SECRET: STRIPE_STAND_IN.webhookSecret,
      STRIPE_PRICES: STRIPE_STAND_IN.prices,
      STRIPE_API_URL: `http://127.0.0.1:${STRIPE_STAND_IN.port}`,
    },
  },
  // The account remote points at a port where nothing listens. Its listing's second ad unit is AdSense (the
  // tests answer Google's script with a local one).
  brokenRemote: {
    port: basePort + 2,
    env: { REMOTE_MFE_ACCOUNT_URL: 'http://127.0.0.1:9/mf-manifest.json', AD_NETWORK: 'adsense', ADSENSE_CLIENT: E2E_ADSENSE.client, ADSENSE_SLOT: E2E_ADSENSE.slot },
  },
};

// Per base port, so two runs on different E2E_BASE_PORTs never share (or wipe) each other's databases.
const runDir = path.join(tmpdir(), basePort === 4310 ? 'events-e2e' : `events-e2e-${basePort}`);
export const dataDir = (name: ServerName) => path.join(runDir, name);

/** The data folder seeded once per run, which every server starts from a copy of (e2e/start-server.mjs). */
export const templateDir = path.join(runDir, 'seeded-template');

/** What e2e/start-server.mjs prints once every backend answers /health (the config waits for it). */
export const SERVERS_READY_LINE = 'e2e servers ready';

/** Where the main server writes outgoing mail (.eml files) while no SMTP server is configured. */
export const outboxDir = (name: ServerName) => path.join(dataDir(name), 'outbox');

export const urlOf = (name: ServerName, pathname = '/') => `http://localhost:${SERVERS[name].port}${pathname}`;
