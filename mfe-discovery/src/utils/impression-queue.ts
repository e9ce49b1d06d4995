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

/**
 * Collects impressions and sends them in batches (POST /events/api/v1/metrics/impressions/): a few seconds
 * after the first one of a batch, and at once when the page is hidden or left (pagehide), then through
 * navigator.sendBeacon so the last batch survives the navigation.
 */
export class ImpressionQueue {
  private pending: ImpressionItem[] = [];
  private timer: ReturnType<typeof setTimeout> | null = null;

  constructor(
    private readonly transport: ImpressionTransport = browserTransport,
    private readonly readCookies: () => string = () => (typeof document === 'undefined' ? '' : document.cookie),
    private readonly flushMs: number = IMPRESSION_FLUSH_MS,
  ) {}

  /** Queues one impression; an invalid widget id is left out rather than failing the whole batch. */
  add(kind: ImpressionKind, id: number, widgetId?: string | null): void {
    if (!Number.isInteger(id) || id < 1) return;
    const item: ImpressionItem = widgetId && WIDGET_ID.test(widgetId) ? { kind, id, widgetId } : { kind, id };
    this.pending.push(item);
    if (this.pending.length >= IMPRESSION_BATCH_MAX) this.flush();
    else this.timer ??= setTimeout(() => this.flush(), this.flushMs);
  }

  get size(): number {
    return this.pending.length;
  }

  /** Sends everything queued, in batches of at most 100; `leaving` uses the beacon. */
  flush(leaving = false): void {
    if (this.timer !== null) {
      clearTimeout(this.timer);
      this.timer = null;
    }
    const token = readCookie(this.readCookies(), CSRF_COOKIE);
    while (this.pending.length > 0) {
      const items = this.pending.splice(0, IMPRESSION_BATCH_MAX);
      const body = JSON.stringify(token ? { items, [CSRF_BODY_FIELD]: token } : { items });
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
