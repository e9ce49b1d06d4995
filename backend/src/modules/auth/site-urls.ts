import type { AppConfig } from '../../config/app-config.js';
import { type RequestLocation, requestOrigin } from '../../common/http/request-origin.js';

/**
 * The origin for links leaving the site (mailed reset links, OAuth redirect URIs): PUBLIC_URL when set,
 * else the request's own origin (set PUBLIC_URL in production, so a forged Host header cannot bend links).
 */
export function siteOrigin(req: RequestLocation, config: AppConfig): string {
  return config.publicUrl ?? requestOrigin(req);
}

function hasControlCharacter(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}

const PLACEHOLDER_ORIGIN = 'http://same-site.invalid';

/**
 * `next` when it is a same-site relative path (`/account/`, `/events/?q=1#x`), else `/`: never another
 * host, a protocol-relative `//host` or a backslash trick, so a redirect cannot leave the site.
 */
export function safeNext(next: unknown, fallback = '/'): string {
  if (typeof next !== 'string' || !next.startsWith('/') || next.startsWith('//') || next.includes('\\') || hasControlCharacter(next)) return fallback;
  try {
    const url = new URL(next, PLACEHOLDER_ORIGIN);
    if (url.origin !== PLACEHOLDER_ORIGIN) return fallback;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return fallback;
  }
}
