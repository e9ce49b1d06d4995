import { occurrenceStateAt } from './occurrence-state.js';

const at = (iso: string) => Date.parse(iso);
const MORNING = { timestampStart: '2026-11-28T14:30:00Z', timestampEnd: '2026-11-28T16:00:00Z' };

describe('occurrenceStateAt', () => {
  it('is upcoming before the start, in progress until the end, ended from the end on', () => {
    expect(occurrenceStateAt(MORNING, at('2026-11-28T14:29:59Z'))).toBe('upcoming');
    expect(occurrenceStateAt(MORNING, at('2026-11-28T14:30:00Z'))).toBe('in-progress');
    expect(occurrenceStateAt(MORNING, at('2026-11-28T15:59:59Z'))).toBe('in-progress');
    expect(occurrenceStateAt(MORNING, at('2026-11-28T16:00:00Z'))).toBe('ended');
    // 5 pm in the region, the case: the 9:30 am event is over.
    expect(occurrenceStateAt(MORNING, at('2026-11-28T22:00:00Z'))).toBe('ended');
  });

  it('counts an occurrence without an end as in progress for an hour', () => {
    const open = { timestampStart: '2026-11-28T18:00:00Z', timestampEnd: null };
    expect(occurrenceStateAt(open, at('2026-11-28T18:59:00Z'))).toBe('in-progress');
    expect(occurrenceStateAt(open, at('2026-11-28T19:00:00Z'))).toBe('ended');
  });

  it('calls an occurrence with an unreadable start upcoming, saying nothing about it', () => {
    expect(occurrenceStateAt({ timestampStart: 'soon', timestampEnd: null }, at('2026-11-28T18:00:00Z'))).toBe('upcoming');
  });
});
