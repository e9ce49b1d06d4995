import { ANALYTICS_BEACON_PATH, ANALYTICS_PATH_MAX, ANALYTICS_PATH_PATTERN, BEACON_CSRF_FIELD } from '@events/contracts/analytics-constants';
import { IMPRESSION_BATCH_MAX, IMPRESSION_FLUSH_MS, type ImpressionKind } from '@events/contracts/metrics-constants';
import { CSRF_COOKIE, readCookie } from './csrf.js';

/**
 * How long a new page view waits before its beacon goes: long enough for the detail impression and the cards seen
 * at load (1 s in view) to go with it, short enough that few views wait for the page to be hidden.
 */
export const BEACON_FIRST_SEND_MS = 1500;

/** What the beacon needs of the browser; tests hand in their own. */
export type BeaconEnvironment = {
  /** Sends one body to the beacon path (navigator.sendBeacon, else a keepalive fetch). */
  readonly send: (body: string) => void;
  readonly cookies: () => string;
  /** Do Not Track or Global Privacy Control is on. */
  readonly optedOut: () => boolean;
  readonly newId: () => string;
  /** The page shown now, path and query: a new listing page or filter is a new page view for impressions. */
  readonly page: () => string;
  readonly setTimer: (work: () => void, ms: number) => unknown;
  readonly clearTimer: (timer: unknown) => void;
};

type Impression = { kind: ImpressionKind; id: number; widgetId?: string };
type PageView = { readonly page: string; readonly id: string; readonly seen: Set<string> };

const WIDGET_ID = /^[\w-]{1,64}$/;

/**
 * The site's one analytics channel (issue 16): the shell reports each page shown, the discovery cards their
 * impressions, and both leave together in one beacon per page view: BEACON_FIRST_SEND_MS after the page is shown,
 * then every IMPRESSION_FLUSH_MS while impressions come, and at once when the page is hidden, left or replaced.
 * Nothing is written to cookies or storage; under Do Not Track or Global Privacy Control nothing is sent at all.
 * Each card or detail page is reported once per page view (the server counts it once per page view too).
 */
export class SiteBeacon {
  private current: PageView | null = null;
  private lastPath: string | null = null;
  private view: { page_view: string; path: string } | null = null;
  private items: Impression[] = [];
  private timer: unknown = null;

  constructor(private readonly env: BeaconEnvironment) {}

  /** A page was shown (the shell calls it on every route change); the same path again is not a new view. */
  pageShown(path: string): void {
    if (path === this.lastPath || this.env.optedOut()) return;
    this.lastPath = path;
    const pageView = this.pageView();
    if (path.length <= ANALYTICS_PATH_MAX && ANALYTICS_PATH_PATTERN.test(path)) {
      this.view = { page_view: pageView.id, path };
      this.schedule(BEACON_FIRST_SEND_MS);
    }
  }

  /** A card or detail page was seen; an invalid widget id is left out rather than failing the whole beacon. */
  impression(kind: ImpressionKind, id: number, widgetId?: string | null): void {
    if (!Number.isInteger(id) || id < 1 || this.env.optedOut()) return;
    const item: Impression = widgetId && WIDGET_ID.test(widgetId) ? { kind, id, widgetId } : { kind, id };
    const pageView = this.pageView();
    const key = `${kind}:${id}:${item.widgetId ?? ''}`;
    if (pageView.seen.has(key)) return;
    pageView.seen.add(key);
    this.items.push(item);
    if (this.items.length >= IMPRESSION_BATCH_MAX) this.send();
    else this.schedule(IMPRESSION_FLUSH_MS);
  }

  /** Sends what is waiting (the page is being hidden or left, or its page view ends). */
  send(): void {
    if (this.timer !== null) this.env.clearTimer(this.timer);
    this.timer = null;
    const token = readCookie(this.env.cookies(), CSRF_COOKIE);
    const pageView = this.current?.id;
    while (this.view || this.items.length > 0) {
      const items = this.items.splice(0, IMPRESSION_BATCH_MAX);
      const body: Record<string, unknown> = { views: this.view ? [this.view] : [] };
      if (pageView && items.length > 0) body.impressions = { pageView, items };
      if (token) body[BEACON_CSRF_FIELD] = token;
      this.view = null;
      this.env.send(JSON.stringify(body));
    }
  }

  /** The page view of the page shown now; a new one (after sending what the last one gathered) when the page changed. */
  private pageView(): PageView {
    const page = this.env.page();
    if (this.current?.page === page) return this.current;
    this.send();
    this.current = { page, id: this.env.newId(), seen: new Set() };
    return this.current;
  }

  private schedule(ms: number): void {
    this.timer ??= this.env.setTimer(() => {
      this.timer = null;
      this.send();
    }, ms);
  }
}

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

const browserEnvironment = (): BeaconEnvironment => ({
  send: (body) => {
    try {
      if (navigator.sendBeacon(ANALYTICS_BEACON_PATH, new Blob([body], { type: 'application/json' }))) return;
    } catch {
      // no sendBeacon: the fetch below
    }
    // Best effort: a failed send is dropped, never retried or shown.
    void fetch(ANALYTICS_BEACON_PATH, { method: 'POST', body, keepalive: true, credentials: 'same-origin', headers: { 'Content-Type': 'application/json' } }).catch(
      () => undefined,
    );
  },
  cookies: () => document.cookie,
  optedOut: () => navigator.doNotTrack === '1' || (navigator as PrivacyNavigator).globalPrivacyControl === true,
  newId: randomId,
  page: () => location.pathname + location.search,
  setTimer: (work, ms) => setTimeout(work, ms),
  clearTimer: (timer) => clearTimeout(timer as ReturnType<typeof setTimeout>),
});

let shared: SiteBeacon | null = null;

/**
 * The page's beacon, one per window: `@events/api-client` is a federation singleton, so the shell and every remote
 * reach the same one. Sent when the page is hidden or left.
 */
export function siteBeacon(): SiteBeacon {
  if (shared) return shared;
  const beacon = new SiteBeacon(browserEnvironment());
  shared = beacon;
  addEventListener('pagehide', () => beacon.send());
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') beacon.send();
  });
  return beacon;
}
