import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet from 'helmet';
import type { AppConfig } from '../../config/app-config.js';

type Middleware = (req: IncomingMessage, res: ServerResponse, next: (err?: unknown) => void) => void;

/** Response headers by name (lower case) and value. */
export type HeaderSet = Readonly<Record<string, string>>;

/** Origins of the remotes configured with an absolute URL (path-configured remotes are same-origin). */
export function remoteOrigins(remotes: AppConfig['remotes']): string[] {
  const origins = new Set<string>();
  for (const value of Object.values(remotes)) {
    if (!/^https?:\/\//i.test(value)) continue;
    try {
      origins.add(new URL(value).origin);
    } catch {
      // parseConfig already rejected malformed URLs
    }
  }
  return [...origins];
}

/** The same origins as WebSocket origins (development servers push updates over ws). */
function socketOrigins(origins: readonly string[]): string[] {
  return origins.map((origin) => origin.replace(/^http/, 'ws'));
}

export type FramePolicy = 'same-origin' | 'anywhere';

/** What Google AdSense's unit loads (its script, its ad frames, its reports); allowed only when AD_NETWORK=adsense. */
export const ADSENSE_SOURCES = {
  script: ['https://pagead2.googlesyndication.com', 'https://partner.googleadservices.com', 'https://tpc.googlesyndication.com'],
  frame: ['https://googleads.g.doubleclick.net', 'https://tpc.googlesyndication.com', 'https://www.google.com'],
  connect: ['https://pagead2.googlesyndication.com'],
} as const;

/**
 * CSP of pages and files served here: our own scripts and styles plus the configured remote origins; with the
 * AdSense unit configured, also what it needs (images are already any https source).
 */
export function contentSecurityDirectives(
  origins: readonly string[],
  framing: FramePolicy,
  adNetwork: AppConfig['adNetwork']['kind'] = 'house',
): Record<string, string[]> {
  const adsense = adNetwork === 'adsense';
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'base-uri': ["'self'"],
    'script-src': ["'self'", ...origins, ...(adsense ? ADSENSE_SOURCES.script : [])],
    'script-src-attr': ["'none'"],
    'style-src': ["'self'", "'unsafe-inline'", ...origins],
    'font-src': ["'self'", 'data:', ...origins],
    // blob: previews an image the user chose for upload (the form's cropper), before it leaves the browser.
    'img-src': ["'self'", 'data:', 'blob:', 'https:'],
    'connect-src': ["'self'", ...origins, ...socketOrigins(origins), ...(adsense ? ADSENSE_SOURCES.connect : [])],
    'object-src': ["'none'"],
    'form-action': ["'self'"],
    'frame-ancestors': framing === 'anywhere' ? ['*'] : ["'self'"],
  };
  if (adsense) directives['frame-src'] = ["'self'", ...ADSENSE_SOURCES.frame];
  return directives;
}

/** The headers a helmet middleware sets: it is run once against a response that only records them. */
function headersOf(middleware: Middleware): HeaderSet {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: unknown) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  middleware({ headers: {} } as IncomingMessage, recorder as unknown as ServerResponse, () => undefined);
  return headers;
}

/** HSTS as helmet words it: a year, subdomains included. */
export const HSTS_VALUE = 'max-age=31536000; includeSubDomains';

/**
 * Helmet's headers with our CSP, by path, and Strict-Transport-Security only on answers sent over HTTPS (RFC 6797
 * has browsers ignore it over HTTP, and a plain-HTTP local install must not claim otherwise; behind a TLS-terminating
 * proxy TRUST_PROXY makes X-Forwarded-Proto count). `/remotes/` files may be loaded by a shell on another origin
 * (Cross-Origin-Resource-Policy: cross-origin); `/widget/` pages may be framed by any site. The headers depend on
 * the configuration, the path prefix and the scheme only, so each set is computed once at start-up and every
 * request just copies one (helmet would build the CSP string again on each).
 */
export function securityHeaders(config: Pick<AppConfig, 'remotes' | 'adNetwork'>): (url: string, secure?: boolean) => HeaderSet {
  const origins = remoteOrigins(config.remotes);
  const build = (framing: FramePolicy, resourcePolicy: 'same-origin' | 'cross-origin'): HeaderSet =>
    headersOf(
      helmet({
        contentSecurityPolicy: { useDefaults: false, directives: contentSecurityDirectives(origins, framing, config.adNetwork.kind) },
        crossOriginResourcePolicy: { policy: resourcePolicy },
        xFrameOptions: framing === 'anywhere' ? false : { action: 'sameorigin' },
        strictTransportSecurity: false,
      }),
    );
  const withHsts = (headers: HeaderSet): HeaderSet => ({ ...headers, 'strict-transport-security': HSTS_VALUE });
  const app = build('same-origin', 'same-origin');
  const remoteFiles = build('same-origin', 'cross-origin');
  const widget = build('anywhere', 'cross-origin');
  const secure = { app: withHsts(app), remoteFiles: withHsts(remoteFiles), widget: withHsts(widget) };
  return (url, overHttps = false) => {
    const set = overHttps ? secure : { app, remoteFiles, widget };
    if (url.startsWith('/remotes/')) return set.remoteFiles;
    if (url.startsWith('/widget/')) return set.widget;
    return set.app;
  };
}
