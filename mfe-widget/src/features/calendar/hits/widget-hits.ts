import { WIDGET_HIT_BATCH_MAX, WIDGET_HITS_PATH } from '@events/contracts/widgets-constants';

/** Hits collected in the browser are sent at most this often (and when the page is hidden). */
const FLUSH_MS = 5000;

type Hit = { kind: 'event'; widget_id: number; event_id: number };

/**
 * Event impressions of one widget page view: each card counts once when seen and once more when opened. Sent in
 * batches without credentials (the widget stores nothing and needs no cookie), each with the page's hit token: the
 * server made it when it rendered the page and credits the embedding host it names (it trusts no host a page
 * claims; without a token the hits count under the unknown host). A failed send is dropped, counters are not worth
 * a retry loop in someone else's page.
 */
export class WidgetHitQueue {
  private pending: Hit[] = [];
  private readonly seen = new Set<number>();
  private timer: ReturnType<typeof setTimeout> | undefined;

  constructor(
    private readonly widgetId: number,
    private readonly token: string | null,
  ) {
    if (typeof document !== 'undefined') {
      document.addEventListener('visibilitychange', () => {
        if (document.visibilityState === 'hidden') this.flush();
      });
      window.addEventListener('pagehide', () => this.flush());
    }
  }

  /** A card seen for the first time in this page view. */
  cardSeen(eventId: number): void {
    if (this.seen.has(eventId)) return;
    this.seen.add(eventId);
    this.add(eventId);
  }

  /** An event page opened from the widget. */
  eventOpened(eventId: number): void {
    this.add(eventId);
    this.flush();
  }

  flush(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    while (this.pending.length > 0) {
      const items = this.pending.splice(0, WIDGET_HIT_BATCH_MAX);
      void fetch(WIDGET_HITS_PATH, {
        method: 'POST',
        credentials: 'omit',
        keepalive: true,
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(this.token === null ? { items } : { token: this.token, items }),
      }).catch(() => undefined);
    }
  }

  private add(eventId: number): void {
    this.pending.push({ kind: 'event', widget_id: this.widgetId, event_id: eventId });
    this.timer ??= setTimeout(() => this.flush(), FLUSH_MS);
  }
}
