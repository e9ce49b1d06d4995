import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet from 'helmet';
import type { AppConfig } from '../../config/app-config.js';

type Middleware = (req: IncomingMessage, res: ServerResponse, next: (err?: unknown) => void) => void;

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
    'img-src': ["'self'", 'data:', 'https:'],
    'connect-src': ["'self'", ...origins, ...socketOrigins(origins), ...(adsense ? ADSENSE_SOURCES.connect : [])],
    'object-src': ["'none'"],
    'form-action': ["'self'"],
    'frame-ancestors': framing === 'anywhere' ? ['*'] : ["'self'"],
  };
  if (adsense) directives['frame-src'] = ["'self'", ...ADSENSE_SOURCES.frame];
  return directives;
}

/**
 * Helmet with our CSP. `/remotes/` files may be loaded by a shell on another origin
 * (Cross-Origin-Resource-Policy: cross-origin); `/widget/` pages may be framed by any site.
 */
export function securityHeaders(config: Pick<AppConfig, 'remotes' | 'adNetwork'>): Middleware {
  const origins = remoteOrigins(config.remotes);
  const build = (framing: FramePolicy, resourcePolicy: 'same-origin' | 'cross-origin'): Middleware =>
    helmet({
      contentSecurityPolicy: { useDefaults: false, directives: contentSecurityDirectives(origins, framing, config.adNetwork.kind) },
      crossOriginResourcePolicy: { policy: resourcePolicy },
      xFrameOptions: framing === 'anywhere' ? false : { action: 'sameorigin' },
    });
  const app = build('same-origin', 'same-origin');
  const remoteFiles = build('same-origin', 'cross-origin');
  const widget = build('anywhere', 'cross-origin');
  return (req, res, next) => {
    const url = req.url ?? '/';
    if (url.startsWith('/remotes/')) return remoteFiles(req, res, next);
    if (url.startsWith('/widget/')) return widget(req, res, next);
    return app(req, res, next);
  };
}
