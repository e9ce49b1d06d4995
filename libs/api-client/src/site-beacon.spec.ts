import { describe, expect, it } from '@jest/globals';
import { IMPRESSION_BATCH_MAX, IMPRESSION_FLUSH_MS } from '@events/contracts/metrics-constants';
import { BEACON_FIRST_SEND_MS, type BeaconEnvironment, SiteBeacon } from './site-beacon.js';

type Body = { views: { page_view: string; path: string }[]; impressions?: { pageView: string; items: unknown[] }; csrfmiddlewaretoken?: string };

/** A beacon on a fake page whose address the test sets, with a clock the test moves, drawing ids pv-1, pv-2, ... */
function beaconOn(overrides: Partial<BeaconEnvironment> = {}) {
  const sent: Body[] = [];
  let page = '/events/';
  let drawn = 0;
  let now = 0;
  let timers: { at: number; work: () => void; id: number }[] = [];
  let nextTimer = 0;
  const env: BeaconEnvironment = {
    send: (body) => sent.push(JSON.parse(body) as Body),
    cookies: () => '',
    optedOut: () => false,
    newId: () => `pv-${++drawn}`,
    page: () => page,
    setTimer: (work, ms) => {
      timers.push({ at: now + ms, work, id: ++nextTimer });
      return nextTimer;
    },
    clearTimer: (id) => {
      timers = timers.filter((timer) => timer.id !== id);
    },
    ...overrides,
  };
  const advance = (ms: number) => {
    now += ms;
    const due = timers.filter((timer) => timer.at <= now);
    timers = timers.filter((timer) => timer.at > now);
    due.forEach((timer) => timer.work());
  };
  /** The shell shows a page: the address changes, then the shell reports it. */
  const show = (beacon: SiteBeacon, path: string, search = '') => {
    page = path + search;
    beacon.pageShown(path);
  };
  return { beacon: new SiteBeacon(env), sent, advance, show, goTo: (next: string) => (page = next) };
}

describe('SiteBeacon', () => {
  it('sends a page view with the impressions seen in its first moments, in one beacon after the render', () => {
    const { beacon, sent, advance, show } = beaconOn();
    show(beacon, '/events/12/concert/');
    beacon.impression('event_detail', 12);
    expect(sent).toEqual([]);
    advance(1000);
    beacon.impression('event_card', 3);
    advance(BEACON_FIRST_SEND_MS - 1000);
    expect(sent).toEqual([
      {
        views: [{ page_view: 'pv-1', path: '/events/12/concert/' }],
        impressions: { pageView: 'pv-1', items: [{ kind: 'event_detail', id: 12 }, { kind: 'event_card', id: 3 }] },
      },
    ]);
  });

  it('sends later impressions of the same page view in a batch a few seconds after the first of them', () => {
    const { beacon, sent, advance, show } = beaconOn();
    show(beacon, '/events/');
    advance(BEACON_FIRST_SEND_MS);
    beacon.impression('event_card', 1);
    beacon.impression('poi_card', 2, 'abc');
    advance(IMPRESSION_FLUSH_MS - 1);
    expect(sent).toHaveLength(1);
    advance(1);
    expect(sent[1]).toEqual({ views: [], impressions: { pageView: 'pv-1', items: [{ kind: 'event_card', id: 1 }, { kind: 'poi_card', id: 2, widgetId: 'abc' }] } });
  });

  it('counts a card once per page view; another path or query is another page view, sent when it begins', () => {
    const { beacon, sent, show, goTo } = beaconOn();
    show(beacon, '/events/');
    beacon.impression('event_card', 1);
    beacon.impression('event_card', 1);
    beacon.impression('event_card', 1, 'w1');
    // A filter changes the query only: no new page view for the analytics, a new one for the impressions.
    goTo('/events/?page=2');
    beacon.impression('event_card', 1);
    show(beacon, '/venues/4/hall/');
    beacon.send();
    expect(sent).toEqual([
      { views: [{ page_view: 'pv-1', path: '/events/' }], impressions: { pageView: 'pv-1', items: [{ kind: 'event_card', id: 1 }, { kind: 'event_card', id: 1, widgetId: 'w1' }] } },
      { views: [], impressions: { pageView: 'pv-2', items: [{ kind: 'event_card', id: 1 }] } },
      { views: [{ page_view: 'pv-3', path: '/venues/4/hall/' }] },
    ]);
  });

  it('reports the same path shown again once', () => {
    const { beacon, sent, show } = beaconOn();
    show(beacon, '/events/');
    show(beacon, '/events/');
    beacon.send();
    expect(sent).toEqual([{ views: [{ page_view: 'pv-1', path: '/events/' }] }]);
  });

  it('carries the CSRF token of a signed-in browser in the body', () => {
    const { beacon, sent, show } = beaconOn({ cookies: () => 'a=1; csrftoken=tok%3D' });
    show(beacon, '/');
    beacon.send();
    expect(sent).toEqual([{ views: [{ page_view: 'pv-1', path: '/' }], csrfmiddlewaretoken: 'tok=' }]);
  });

  it('sends nothing at all under Do Not Track or Global Privacy Control', () => {
    const { beacon, sent, show, advance } = beaconOn({ optedOut: () => true });
    show(beacon, '/events/');
    beacon.impression('event_card', 1);
    advance(IMPRESSION_FLUSH_MS);
    beacon.send();
    expect(sent).toEqual([]);
  });

  it('leaves out paths the server refuses but keeps their impressions', () => {
    const { beacon, sent, show } = beaconOn();
    show(beacon, `/${'x'.repeat(600)}`);
    beacon.impression('event_card', 7);
    show(beacon, '/a b');
    beacon.send();
    expect(sent).toEqual([{ views: [], impressions: { pageView: 'pv-1', items: [{ kind: 'event_card', id: 7 }] } }]);
  });

  it('splits impressions into beacons of at most 100 and sends a full one at once', () => {
    const { beacon, sent, advance, show } = beaconOn();
    show(beacon, '/events/');
    for (let i = 1; i <= IMPRESSION_BATCH_MAX; i++) beacon.impression('event_card', i);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.views).toHaveLength(1);
    expect(sent[0]?.impressions?.items).toHaveLength(IMPRESSION_BATCH_MAX);
    beacon.impression('event_card', IMPRESSION_BATCH_MAX + 1);
    advance(IMPRESSION_FLUSH_MS);
    expect(sent).toHaveLength(2);
  });

  it('drops invalid ids and leaves out invalid widget ids', () => {
    const { beacon, sent } = beaconOn();
    beacon.impression('event_card', 0);
    beacon.impression('event_card', 1.5);
    beacon.impression('event_card', 4, '../x');
    beacon.impression('event_card', 5, '');
    beacon.send();
    expect(sent).toEqual([{ views: [], impressions: { pageView: 'pv-1', items: [{ kind: 'event_card', id: 4 }, { kind: 'event_card', id: 5 }] } }]);
  });

  it('sends nothing when nothing waits', () => {
    const { beacon, sent, advance } = beaconOn();
    beacon.send();
    advance(IMPRESSION_FLUSH_MS);
    expect(sent).toEqual([]);
  });
});
