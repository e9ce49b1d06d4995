import { metricsOf } from './widget-metrics.service.js';

const rows = [
  { day: '2026-10-31', host: 'a.example', widget_hit_ct: 2, event_hit_ct: 5 },
  { day: '2026-11-02', host: 'a.example', widget_hit_ct: 1, event_hit_ct: 0 },
  { day: '2026-11-02', host: 'b.example', widget_hit_ct: 4, event_hit_ct: 1 },
];

describe('metricsOf', () => {
  it('fills every day of the range, sums months and hosts', () => {
    const metrics = metricsOf(rows, { start: '2026-10-30', end: '2026-11-03' }, []);
    expect(Object.keys(metrics.by_day)).toEqual(['2026-10-30', '2026-10-31', '2026-11-01', '2026-11-02', '2026-11-03']);
    expect(metrics.by_day['2026-11-02']).toEqual({ widgetHitCt: 5, eventHitCt: 1 });
    expect(metrics.by_month).toEqual({ '2026-10': { widgetHitCt: 2, eventHitCt: 5 }, '2026-11': { widgetHitCt: 5, eventHitCt: 1 } });
    expect(metrics.summary).toEqual({ widgetHitCt: 7, eventHitCt: 6 });
    expect(metrics.by_host).toEqual([
      { host: 'b.example', widgetHitCt: 4, eventHitCt: 1 },
      { host: 'a.example', widgetHitCt: 3, eventHitCt: 5 },
    ]);
  });

  it('leaves excluded hosts out of everything but the host table; all time starts at the first day with traffic', () => {
    const metrics = metricsOf(rows, { start: null, end: '2026-11-02' }, ['b.example']);
    expect(Object.keys(metrics.by_day)).toEqual(['2026-10-31', '2026-11-01', '2026-11-02']);
    expect(metrics.summary).toEqual({ widgetHitCt: 3, eventHitCt: 5 });
    expect(metrics.by_host.map((h) => h.host)).toEqual(['b.example', 'a.example']);
    expect(metricsOf([], { start: null, end: '2026-11-02' }, []).by_day).toEqual({});
  });
});
