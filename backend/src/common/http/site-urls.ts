import { sameSitePath } from '@events/contracts/same-site-path';
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

/** `next` when it is a same-site relative path (`/account/`, `/events/?q=1#x`; normalised), else `fallback`. */
export function safeNext(next: unknown, fallback = '/'): string {
  return (typeof next === 'string' ? sameSitePath(next) : null) ?? fallback;
}
