import { jest } from '@jest/globals';
import { IMPRESSION_BATCH_MAX, IMPRESSION_PAGE_VIEW_PATTERN } from '@events/contracts/metrics-constants';
import { ImpressionQueue, type ImpressionQueueOptions, type ImpressionTransport, newPageViewId } from './impression-queue';

type Sent = { body: { pageView?: string; items?: unknown[]; csrfmiddlewaretoken?: string }; token: string | null; via: 'send' | 'beacon' };

function fakeTransport(beaconWorks = true) {
  const sent: Sent[] = [];
  const transport: ImpressionTransport = {
    send: (body, token) => sent.push({ body: JSON.parse(body) as Sent['body'], token, via: 'send' }),
    beacon: (body) => {
      if (beaconWorks) sent.push({ body: JSON.parse(body) as Sent['body'], token: null, via: 'beacon' });
      return beaconWorks;
    },
  };
  return { sent, transport };
}

/** A queue on a fake page whose address the test sets, drawing page view ids pv-1, pv-2, ... */
function queueOn(transport: ImpressionTransport, options: ImpressionQueueOptions = {}) {
  let page = '/events/';
  let drawn = 0;
  const queue = new ImpressionQueue({
    transport,
    readCookies: () => '',
    flushMs: 5000,
    currentPage: () => page,
    newId: () => `pv-${++drawn}`,
    ...options,
  });
  return { queue, goTo: (next: string) => (page = next) };
}

describe('ImpressionQueue', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('sends a batch a few seconds after the first impression, with its page view and the CSRF token', () => {
    const { sent, transport } = fakeTransport();
    const { queue } = queueOn(transport, { readCookies: () => 'a=1; csrftoken=tok' });
    queue.add('event_card', 1);
    queue.add('poi_card', 2, 'abc');
    expect(sent).toHaveLength(0);
    jest.advanceTimersByTime(5000);
    expect(sent).toEqual([
      {
        body: { pageView: 'pv-1', items: [{ kind: 'event_card', id: 1 }, { kind: 'poi_card', id: 2, widgetId: 'abc' }], csrfmiddlewaretoken: 'tok' },
        token: 'tok',
        via: 'send',
      },
    ]);
    expect(queue.size).toBe(0);
  });

  it('queues a card once per page view, and again in the next page view', () => {
    const { sent, transport } = fakeTransport();
    const { queue, goTo } = queueOn(transport);
    queue.add('event_card', 1);
    queue.add('event_card', 1);
    queue.add('event_card', 1, 'w1');
    jest.advanceTimersByTime(5000);
    queue.add('event_card', 1);
    jest.advanceTimersByTime(5000);
    expect(sent.map((s) => s.body)).toEqual([{ pageView: 'pv-1', items: [{ kind: 'event_card', id: 1 }, { kind: 'event_card', id: 1, widgetId: 'w1' }] }]);

    // Another page (path or query) is another page view: what the last one queued leaves under its own id first.
    queue.add('event_card', 2);
    goTo('/events/?page=2');
    queue.add('event_card', 1);
    expect(sent.map((s) => s.body)).toEqual([
      { pageView: 'pv-1', items: [{ kind: 'event_card', id: 1 }, { kind: 'event_card', id: 1, widgetId: 'w1' }] },
      { pageView: 'pv-1', items: [{ kind: 'event_card', id: 2 }] },
    ]);
    goTo('/events/');
    queue.add('event_card', 1);
    queue.flush();
    expect(sent.slice(2).map((s) => s.body)).toEqual([
      { pageView: 'pv-2', items: [{ kind: 'event_card', id: 1 }] },
      { pageView: 'pv-3', items: [{ kind: 'event_card', id: 1 }] },
    ]);
  });

  it('uses the beacon when the page is left, and fetch when the beacon refuses', () => {
    const ok = fakeTransport(true);
    const q1 = queueOn(ok.transport).queue;
    q1.add('event_detail', 3);
    q1.flush(true);
    expect(ok.sent).toEqual([{ body: { pageView: 'pv-1', items: [{ kind: 'event_detail', id: 3 }] }, token: null, via: 'beacon' }]);

    const refused = fakeTransport(false);
    const q2 = queueOn(refused.transport).queue;
    q2.add('event_detail', 3);
    q2.flush(true);
    expect(refused.sent.map((s) => s.via)).toEqual(['send']);
  });

  it('splits into batches of at most 100 and sends a full batch at once', () => {
    const { sent, transport } = fakeTransport();
    const { queue } = queueOn(transport);
    for (let i = 1; i <= IMPRESSION_BATCH_MAX; i++) queue.add('event_card', i);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.body.items).toHaveLength(IMPRESSION_BATCH_MAX);
    queue.add('event_card', IMPRESSION_BATCH_MAX + 1);
    jest.advanceTimersByTime(5000);
    expect(sent).toHaveLength(2);
  });

  it('drops invalid ids and leaves out invalid widget ids', () => {
    const { sent, transport } = fakeTransport();
    const { queue } = queueOn(transport);
    queue.add('event_card', 0);
    queue.add('event_card', 1.5);
    queue.add('event_card', 4, '../x');
    queue.add('event_card', 5, '');
    queue.flush();
    expect(sent[0]?.body).toEqual({ pageView: 'pv-1', items: [{ kind: 'event_card', id: 4 }, { kind: 'event_card', id: 5 }] });
  });

  it('sends nothing when empty', () => {
    const { sent, transport } = fakeTransport();
    queueOn(transport).queue.flush(true);
    expect(sent).toHaveLength(0);
  });
});

describe('newPageViewId', () => {
  it('draws lower-case version 4 UUIDs the server accepts, with or without crypto.randomUUID', () => {
    const ids = new Set(Array.from({ length: 50 }, () => newPageViewId()));
    expect(ids.size).toBe(50);
    for (const id of ids) expect(id).toMatch(IMPRESSION_PAGE_VIEW_PATTERN);

    // Pages served over plain http (not localhost) have no crypto.randomUUID.
    Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
    try {
      const fallback = newPageViewId();
      expect(fallback).toMatch(IMPRESSION_PAGE_VIEW_PATTERN);
      expect(fallback[14]).toBe('4');
      expect('89ab').toContain(fallback[19] ?? '');
    } finally {
      delete (crypto as { randomUUID?: unknown }).randomUUID;
    }
    expect(typeof crypto.randomUUID).toBe('function');
  });
});
