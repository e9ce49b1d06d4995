import { dayTotal, hoursBetween, mondayOf, overlapsAny } from './timesheet-rules.js';

describe('timesheet rules', () => {
  it('finds the Monday of any date of its week', () => {
    expect(mondayOf('2026-11-23')).toBe('2026-11-23');
    expect(mondayOf('2026-11-25')).toBe('2026-11-23');
    expect(mondayOf('2026-11-29')).toBe('2026-11-23');
    expect(mondayOf('2026-03-01')).toBe('2026-02-23');
  });

  it('counts hours between times and sums a day', () => {
    expect(hoursBetween('09:00', '12:30')).toBe(3.5);
    expect(hoursBetween('13:10', '14:00')).toBe(0.83);
    expect(dayTotal([{ time_start: null, time_end: null, hours: 20 }], 4.5)).toBe(24.5);
  });

  it('sees overlaps between timed periods only, touching ends allowed', () => {
    const day = [
      { time_start: '09:00', time_end: '12:00', hours: 3 },
      { time_start: null, time_end: null, hours: 2 },
    ];
    expect(overlapsAny('11:30', '13:00', day)).toBe(true);
    expect(overlapsAny('08:00', '09:00', day)).toBe(false);
    expect(overlapsAny('12:00', '13:00', day)).toBe(false);
    expect(overlapsAny('08:00', '13:00', day)).toBe(true);
  });
});
