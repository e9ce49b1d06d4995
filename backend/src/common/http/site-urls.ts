import type { AppConfig } from '../../config/app-config.js';
import { type RequestLocation, requestOrigin } from './request-origin.js';

/**
 * The origin for links leaving the site (mailed reset links, OAuth redirect URIs): PUBLIC_URL when set, else the
 * request's own origin, whose host the allowed-hosts hook has already checked (ALLOWED_HOSTS), so a forged Host
 * header never bends a link.
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

/** A path a browser reads as another host: `//host`, `/\\host`, or with a control character it strips. */
function leavesSite(path: string): boolean {
  return !path.startsWith('/') || path.startsWith('//') || path.includes('\\') || hasControlCharacter(path);
}

/**
 * `next` when it is a same-site relative path (`/account/`, `/events/?q=1#x`), else `fallback`. The checks run on
 * the raw text and again on the normalised path the redirect would carry: `/.//evil.com`, `/..//evil.com` and
 * `/a/..//evil.com/x` normalise to `//evil.com...`, a protocol-relative URL, so they fall back too.
 */
export function safeNext(next: unknown, fallback = '/'): string {
  if (typeof next !== 'string' || leavesSite(next)) return fallback;
  try {
    const url = new URL(next, PLACEHOLDER_ORIGIN);
    if (url.origin !== PLACEHOLDER_ORIGIN) return fallback;
    const normalised = `${url.pathname}${url.search}${url.hash}`;
    return leavesSite(normalised) ? fallback : normalised;
  } catch {
    return fallback;
  }
}
