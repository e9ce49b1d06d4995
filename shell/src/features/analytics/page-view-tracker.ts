import { CSRF_COOKIE, readCookie } from '@events/api-client/csrf';
import { ANALYTICS_BEACON_PATH, ANALYTICS_PATH_MAX, ANALYTICS_PATH_PATTERN, BEACON_CSRF_FIELD } from '@events/contracts/analytics-constants';

/** What the tracker needs of the browser; tests hand in their own. */
export type TrackerEnvironment = {
  /** navigator.sendBeacon: false when the browser refused to queue it. */
  readonly beacon: (url: string, body: string) => boolean;
  readonly cookies: () => string;
  /** Do Not Track or Global Privacy Control is on. */
  readonly optedOut: () => boolean;
  readonly newId: () => string;
  /** Runs work after the current render (never before it). */
  readonly later: (work: () => void) => void;
};

/** A random (version 4) UUID; crypto.randomUUID exists only on secure pages, getRandomValues everywhere. */
function randomId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

type PrivacyNavigator = Navigator & { readonly globalPrivacyControl?: boolean };

export const browserEnvironment: TrackerEnvironment = {
  beacon: (url, body) => {
    try {
      return typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(url, new Blob([body], { type: 'application/json' }));
    } catch {
      return false;
    }
  },
  cookies: () => document.cookie,
  optedOut: () => navigator.doNotTrack === '1' || (navigator as PrivacyNavigator).globalPrivacyControl === true,
  newId: randomId,
  later: (work) => {
    setTimeout(work, 0);
  },
};

/**
 * Reports page views to the product's own analytics: one sendBeacon per page shown (route changes included), after
 * the render, with nothing written to cookies or storage. Browsers asking not to be tracked (Do Not Track, Global
 * Privacy Control) send nothing. A path the server would refuse (too long, odd characters) is not sent.
 */
export function createPageViewTracker(env: TrackerEnvironment = browserEnvironment): (path: string) => void {
  let last: string | null = null;
  return (path) => {
    if (path === last) return;
    last = path;
    if (env.optedOut() || path.length > ANALYTICS_PATH_MAX || !ANALYTICS_PATH_PATTERN.test(path)) return;
    env.later(() => {
      const token = readCookie(env.cookies(), CSRF_COOKIE);
      const view = { page_view: env.newId(), path };
      env.beacon(ANALYTICS_BEACON_PATH, JSON.stringify(token ? { views: [view], [BEACON_CSRF_FIELD]: token } : { views: [view] }));
    });
  };
}
