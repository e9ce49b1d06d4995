import {
  formatCountdown,
  hasLiveStream,
  LIVE_STREAM_LABELS,
  liveStreamOccurrence,
  liveStreamState,
  liveStreamStateFor,
  liveUntil,
} from './live-stream.js';

const MIN = 60_000;
const HOUR = 60 * MIN;
const start = Date.parse('2026-11-18T19:00:00-05:00');
const occ = (s: number, e: number | null) => ({ timestampStart: new Date(s).toISOString(), timestampEnd: e === null ? null : new Date(e).toISOString() });

describe('liveStreamState', () => {
  const withEnd = occ(start, start + 2 * HOUR);

  it("says 'Currently Live!' from the start until the end", () => {
    expect(liveStreamState(withEnd, start, {}).label).toBe(LIVE_STREAM_LABELS.live);
    expect(liveStreamState(withEnd, start + 2 * HOUR - 1).kind).toBe('live');
    expect(liveStreamState(withEnd, start + 2 * HOUR).kind).toBe('watch');
  });

  it('counts an event without an end as live for 1 hour', () => {
    const noEnd = occ(start, null);
    expect(liveStreamState(noEnd, start + 59 * MIN).kind).toBe('live');
    expect(liveStreamState(noEnd, start + HOUR).label).toBe(LIVE_STREAM_LABELS.watch);
  });

  it('counts down only within the maximum hours (24 by default)', () => {
    expect(liveStreamState(withEnd, start - 25 * HOUR).label).toBe('Watch Live Stream');
    expect(liveStreamState(withEnd, start - 24 * HOUR).label).toBe('Starting in 24 hours');
    expect(liveStreamState(withEnd, start - 23 * HOUR - 59 * MIN).label).toBe('Starting in 23 hours');
    expect(liveStreamState(withEnd, start - 30 * HOUR, { maxHours: 48 }).label).toBe('Starting in 30 hours');
    expect(liveStreamState(withEnd, start - 3 * HOUR, { maxHours: 2 }).kind).toBe('watch');
  });

  it('adds minutes when 4 hours or less remain', () => {
    expect(liveStreamState(withEnd, start - 4 * HOUR - MIN).label).toBe('Starting in 4 hours');
    expect(liveStreamState(withEnd, start - 4 * HOUR).label).toBe('Starting in 4 hours');
    expect(liveStreamState(withEnd, start - 3 * HOUR - 20 * MIN).label).toBe('Starting in 3 hours 20 minutes');
    expect(liveStreamState(withEnd, start - HOUR - MIN).label).toBe('Starting in 1 hour 1 minute');
    expect(liveStreamState(withEnd, start - 45 * MIN).label).toBe('Starting in 45 minutes');
    expect(liveStreamState(withEnd, start - 10_000).label).toBe('Starting in 1 minute');
    expect(liveStreamState(withEnd, start - 45 * MIN).startsInMs).toBe(45 * MIN);
  });

  it('falls back to the plain label without a usable date', () => {
    expect(liveStreamState(null, start).kind).toBe('watch');
    expect(liveStreamState({ timestampStart: 'soon', timestampEnd: null }, start).kind).toBe('watch');
  });
});

describe('liveStreamOccurrence', () => {
  const past = occ(start - 48 * HOUR, start - 47 * HOUR);
  const current = occ(start - 10 * MIN, null);
  const next = occ(start + 24 * HOUR, start + 25 * HOUR);
  const later = occ(start + 48 * HOUR, null);

  it('takes the occurrence in progress, else the next to start', () => {
    expect(liveStreamOccurrence([past, current, next], start)).toBe(current);
    expect(liveStreamOccurrence([later, past, next], start)).toBe(next);
    expect(liveStreamOccurrence([past], start)).toBeNull();
  });

  it('drives the state of a whole list', () => {
    expect(liveStreamStateFor([past, next], start + 1 * HOUR).label).toBe('Starting in 23 hours');
    expect(liveStreamStateFor([past, current], start).kind).toBe('live');
    expect(liveStreamStateFor([], start).kind).toBe('watch');
  });
});

describe('helpers', () => {
  it('ends a live occurrence at its end, or an hour after a start without a usable end', () => {
    expect(liveUntil(occ(start, start + 2 * HOUR))).toBe(start + 2 * HOUR);
    expect(liveUntil(occ(start, start))).toBe(start + HOUR);
  });

  it('formats the countdown', () => {
    expect(formatCountdown(5 * HOUR + 59 * MIN)).toBe('5 hours');
    expect(formatCountdown(2 * HOUR)).toBe('2 hours');
    expect(formatCountdown(MIN)).toBe('1 minute');
  });

  it('shows the button for online and hybrid events with a stream address', () => {
    expect(hasLiveStream({ isOnline: true, onlineUrl: 'https://stream.example.org/x' })).toBe(true);
    expect(hasLiveStream({ isOnline: true, onlineUrl: ' ' })).toBe(false);
    expect(hasLiveStream({ isOnline: false, onlineUrl: 'https://stream.example.org/x' })).toBe(false);
  });
});
