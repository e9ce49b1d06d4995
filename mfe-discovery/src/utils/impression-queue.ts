import { CSRF_COOKIE, CSRF_HEADER, readCookie } from '@events/api-client/csrf';
import type { ImpressionItem } from '@events/contracts/metrics';
import { IMPRESSION_BATCH_MAX, IMPRESSION_FLUSH_MS, IMPRESSIONS_PATH, type ImpressionKind } from '@events/contracts/metrics-constants';

/** Form field the backend also accepts the CSRF token in: navigator.sendBeacon cannot set headers. */
const CSRF_BODY_FIELD = 'csrfmiddlewaretoken';
const WIDGET_ID = /^[\w-]{1,64}$/;

export type ImpressionTransport = {
  /** A normal send while the page lives (fetch with keepalive). */
  send(body: string, csrfToken: string | null): void;
  /** The last send as the page goes away (navigator.sendBeacon). */
  beacon(body: string): boolean;
};

const browserTransport: ImpressionTransport = {
  send(body, csrfToken) {
    const headers: Record<string, string> = { 'Content-Type': 'application/json' };
    if (csrfToken) headers[CSRF_HEADER] = csrfToken;
    // Metrics are best effort: a failed send is dropped, never retried or shown.
    void fetch(IMPRESSIONS_PATH, { method: 'POST', headers, body, credentials: 'same-origin', keepalive: true }).catch(() => undefined);
  },
  beacon(body) {
    if (typeof navigator === 'undefined' || typeof navigator.sendBeacon !== 'function') return false;
    try {
      return navigator.sendBeacon(IMPRESSIONS_PATH, new Blob([body], { type: 'application/json' }));
    } catch {
      return false;
    }
  },
};

/** A random (version 4) UUID; crypto.randomUUID exists only on secure pages, getRandomValues everywhere. */
export function newPageViewId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The page a browser shows: its path and query (a new listing page or filter is a new page view). */
function currentBrowserPage(): string {
  return typeof location === 'undefined' ? '' : `${location.pathname}${location.search}`;
}

export type ImpressionQueueOptions = {
  readonly transport?: ImpressionTransport;
  readonly readCookies?: () => string;
  readonly flushMs?: number;
  /** The page shown now; when it changes, a new page view begins. */
  readonly currentPage?: () => string;
  readonly newId?: () => string;
};

/**
 * Collects impressions and sends them in batches (POST /events/api/v1/metrics/impressions/): a few seconds
 * after the first one of a batch, and at once when the page is hidden or left (pagehide), then through
 * navigator.sendBeacon so the last batch survives the navigation. Every batch names its page view, a random id
 * drawn whenever the page shown (path and query) changes; the server counts a card once per page view, and the
 * queue does not send a card its page view has already queued.
 */
export class ImpressionQueue {
  private pending: ImpressionItem[] = [];
  private timer: ReturnType<typeof setTimeout> | null = null;
  private pageView: { readonly page: string; readonly id: string; readonly seen: Set<string> } | null = null;
  private readonly transport: ImpressionTransport;
  private readonly readCookies: () => string;
  private readonly flushMs: number;
  private readonly currentPage: () => string;
  private readonly newId: () => string;

  constructor(options: ImpressionQueueOptions = {}) {
    this.transport = options.transport ?? browserTransport;
    this.readCookies = options.readCookies ?? (() => (typeof document === 'undefined' ? '' : document.cookie));
    this.flushMs = options.flushMs ?? IMPRESSION_FLUSH_MS;
    this.currentPage = options.currentPage ?? currentBrowserPage;
    this.newId = options.newId ?? newPageViewId;
  }

  /** Queues one impression; an invalid widget id is left out rather than failing the whole batch. */
  add(kind: ImpressionKind, id: number, widgetId?: string | null): void {
    if (!Number.isInteger(id) || id < 1) return;
    const item: ImpressionItem = widgetId && WIDGET_ID.test(widgetId) ? { kind, id, widgetId } : { kind, id };
    const pageView = this.currentPageView();
    const key = `${item.kind}:${item.id}:${item.widgetId ?? ''}`;
    if (pageView.seen.has(key)) return;
    pageView.seen.add(key);
    this.pending.push(item);
    if (this.pending.length >= IMPRESSION_BATCH_MAX) this.flush();
    else this.timer ??= setTimeout(() => this.flush(), this.flushMs);
  }

  get size(): number {
    return this.pending.length;
  }

  /** The page view of the page shown now; a new one (after sending what the last one queued) when the page changed. */
  private currentPageView(): { readonly id: string; readonly seen: Set<string> } {
    const page = this.currentPage();
    if (this.pageView?.page === page) return this.pageView;
    this.flush();
    this.pageView = { page, id: this.newId(), seen: new Set() };
    return this.pageView;
  }

  /** Sends everything queued, in batches of at most 100; `leaving` uses the beacon. */
  flush(leaving = false): void {
    if (this.timer !== null) {
      clearTimeout(this.timer);
      this.timer = null;
    }
    const pageView = this.pageView?.id;
    if (pageView === undefined) return;
    const token = readCookie(this.readCookies(), CSRF_COOKIE);
    while (this.pending.length > 0) {
      const items = this.pending.splice(0, IMPRESSION_BATCH_MAX);
      const body = JSON.stringify(token ? { pageView, items, [CSRF_BODY_FIELD]: token } : { pageView, items });
      if (!leaving || !this.transport.beacon(body)) this.transport.send(body, token);
    }
  }
}

let shared: ImpressionQueue | null = null;

/** The page's queue, flushed when the page is hidden or left. */
export function impressionQueue(): ImpressionQueue {
  if (shared) return shared;
  const queue = new ImpressionQueue();
  shared = queue;
  if (typeof window !== 'undefined') {
    window.addEventListener('pagehide', () => queue.flush(true));
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'hidden') queue.flush(true);
    });
  }
  return queue;
}
