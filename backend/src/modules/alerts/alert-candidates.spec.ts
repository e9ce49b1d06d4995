import { ALERT_LOOKBACK_DAYS, candidatesOf, changedAfter, lookbackStart, type RecentEvent } from './alert-candidates.js';

const recent: RecentEvent[] = [
  { id: 3, changed: new Date('2026-03-09T10:00:00Z') },
  { id: 1, changed: new Date('2026-03-10T10:00:00Z') },
  { id: 2, changed: new Date('2026-03-10T12:00:00Z') },
];
// 08:00 in New York on Wednesday 11 March 2026.
const now = new Date('2026-03-11T12:00:00Z');

describe('alert candidates', () => {
  it('takes the events created or changed strictly after a time', () => {
    expect(changedAfter(recent, new Date('2026-03-10T10:00:00Z'))).toEqual([2]);
    expect(changedAfter(recent, new Date('2026-03-01T00:00:00Z'))).toEqual([3, 1, 2]);
    expect(changedAfter(recent, now)).toEqual([]);
  });

  it('looks back at most the lookback days', () => {
    const floor = new Date(now.getTime() - ALERT_LOOKBACK_DAYS * 86_400_000);
    expect(lookbackStart(new Date('2025-01-01T00:00:00Z'), now)).toEqual(floor);
    expect(lookbackStart(null, now)).toEqual(floor);
    expect(lookbackStart(new Date('2026-03-10T00:00:00Z'), now)).toEqual(new Date('2026-03-10T00:00:00Z'));
  });

  it('gives a never covered search only the events created after it was saved', () => {
    const search = { named_date: 'next_7' as const, date_start: null, date_end: null, last_alerted: null, created: new Date('2026-03-10T11:00:00Z') };
    expect(candidatesOf(search, recent, now)).toEqual({ eventIds: [2], afterDay: '2026-03-17' });
  });

  it('gives a covered search the days its range gained since the last digest', () => {
    const search = { named_date: 'next_7' as const, date_start: null, date_end: null, last_alerted: new Date('2026-03-10T12:30:00Z'), created: new Date('2026-03-01T00:00:00Z') };
    expect(candidatesOf(search, recent, now)).toEqual({ eventIds: [], afterDay: '2026-03-16' });
  });

  it('has nothing to look at when nothing is new and the range did not move', () => {
    const search = { named_date: '' as const, date_start: '2026-03-12', date_end: '2026-03-14', last_alerted: new Date('2026-03-10T12:30:00Z'), created: new Date('2026-03-01T00:00:00Z') };
    expect(candidatesOf(search, recent, now)).toBeNull();
  });
});
