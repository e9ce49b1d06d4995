import { jest } from '@jest/globals';
import { IMPRESSION_BATCH_MAX } from '@events/contracts/metrics';
import { ImpressionQueue, type ImpressionTransport } from './impression-queue';

function fakeTransport(beaconWorks = true) {
  const sent: { body: unknown; token: string | null; via: 'send' | 'beacon' }[] = [];
  const transport: ImpressionTransport = {
    send: (body, token) => sent.push({ body: JSON.parse(body), token, via: 'send' }),
    beacon: (body) => {
      if (beaconWorks) sent.push({ body: JSON.parse(body), token: null, via: 'beacon' });
      return beaconWorks;
    },
  };
  return { sent, transport };
}

describe('ImpressionQueue', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('sends a batch a few seconds after the first impression, with the CSRF token', () => {
    const { sent, transport } = fakeTransport();
    const queue = new ImpressionQueue(transport, () => 'a=1; csrftoken=tok', 5000);
    queue.add('event_card', 1);
    queue.add('poi_card', 2, 'abc');
    expect(sent).toHaveLength(0);
    jest.advanceTimersByTime(5000);
    expect(sent).toEqual([
      {
        body: { items: [{ kind: 'event_card', id: 1 }, { kind: 'poi_card', id: 2, widgetId: 'abc' }], csrfmiddlewaretoken: 'tok' },
        token: 'tok',
        via: 'send',
      },
    ]);
    expect(queue.size).toBe(0);
  });

  it('uses the beacon when the page is left, and fetch when the beacon refuses', () => {
    const ok = fakeTransport(true);
    const q1 = new ImpressionQueue(ok.transport, () => '', 5000);
    q1.add('event_detail', 3);
    q1.flush(true);
    expect(ok.sent).toEqual([{ body: { items: [{ kind: 'event_detail', id: 3 }] }, token: null, via: 'beacon' }]);

    const refused = fakeTransport(false);
    const q2 = new ImpressionQueue(refused.transport, () => '', 5000);
    q2.add('event_detail', 3);
    q2.flush(true);
    expect(refused.sent.map((s) => s.via)).toEqual(['send']);
  });

  it('splits into batches of at most 100 and sends a full batch at once', () => {
    const { sent, transport } = fakeTransport();
    const queue = new ImpressionQueue(transport, () => '', 5000);
    for (let i = 1; i <= IMPRESSION_BATCH_MAX; i++) queue.add('event_card', i);
    expect(sent).toHaveLength(1);
    queue.add('event_card', 1);
    jest.advanceTimersByTime(5000);
    expect(sent).toHaveLength(2);
  });

  it('drops invalid ids and leaves out invalid widget ids', () => {
    const { sent, transport } = fakeTransport();
    const queue = new ImpressionQueue(transport, () => '', 5000);
    queue.add('event_card', 0);
    queue.add('event_card', 1.5);
    queue.add('event_card', 4, '../x');
    queue.add('event_card', 5, '');
    queue.flush();
    expect(sent[0]?.body).toEqual({ items: [{ kind: 'event_card', id: 4 }, { kind: 'event_card', id: 5 }] });
  });

  it('sends nothing when empty', () => {
    const { sent, transport } = fakeTransport();
    new ImpressionQueue(transport, () => '', 5000).flush(true);
    expect(sent).toHaveLength(0);
  });
});
