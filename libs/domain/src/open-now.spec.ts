import { isOpenNow, openIntervalsOn, openingHoursRows, openNowStatus, venueWeekday, venueWeekdayAt } from './open-now.js';

const NY = 'America/New_York';
// 2026-03-11 is a Wednesday (venue weekday 2).
const at = (iso: string) => new Date(iso);

describe('venueWeekday', () => {
  it('counts Monday as 0 and Sunday as 6', () => {
    expect(venueWeekday('2026-03-09')).toBe(0);
    expect(venueWeekday('2026-03-15')).toBe(6);
  });
});

describe('isOpenNow', () => {
  const hours = [
    { dayOfWeek: 2, closed: false, timeStart: '10:00:00', timeEnd: '17:00:00' },
    { dayOfWeek: 3, closed: true, timeStart: null, timeEnd: null },
    { dayOfWeek: 4, closed: false, timeStart: '16:00', timeEnd: '01:00' },
  ];

  it("compares the venue's local time with today's intervals", () => {
    expect(isOpenNow(hours, NY, at('2026-03-11T15:00:00Z'))).toBe(true); // 11:00 EDT Wednesday
    expect(isOpenNow(hours, NY, at('2026-03-11T13:30:00Z'))).toBe(false); // 09:30
    expect(isOpenNow(hours, NY, at('2026-03-11T21:00:00Z'))).toBe(false); // 17:00: closing time is closed
  });

  it('never opens a closed day', () => {
    expect(isOpenNow(hours, NY, at('2026-03-12T16:00:00Z'))).toBe(false);
  });

  it('keeps an interval past midnight open into the next day', () => {
    expect(isOpenNow(hours, NY, at('2026-03-13T21:00:00Z'))).toBe(true); // Friday 17:00
    expect(isOpenNow(hours, NY, at('2026-03-14T04:30:00Z'))).toBe(true); // Saturday 00:30
    expect(isOpenNow(hours, NY, at('2026-03-14T05:30:00Z'))).toBe(false); // Saturday 01:30
  });

  it('answers false for an unknown time zone or missing hours', () => {
    expect(isOpenNow(hours, 'Nowhere/Nothing', at('2026-03-11T15:00:00Z'))).toBe(false);
    expect(isOpenNow([], NY)).toBe(false);
  });
});

describe('openNowStatus, openIntervalsOn and openingHoursRows', () => {
  const week = [
    { dayOfWeek: 0, closed: true, timeStart: null, timeEnd: null },
    { dayOfWeek: 1, closed: false, timeStart: '13:00:00', timeEnd: '17:00:00' },
    { dayOfWeek: 1, closed: false, timeStart: '09:00:00', timeEnd: '12:00:00' },
    { dayOfWeek: 5, closed: false, timeStart: '00:00:00', timeEnd: '00:00:00' },
  ];

  it('knows nothing about a venue without hours', () => {
    expect(openNowStatus([], NY, at('2026-03-11T15:00:00Z'))).toEqual({ known: false, open: false });
  });

  it('reads equal start and end as open all day, and several intervals per day', () => {
    expect(openIntervalsOn(week, 5)).toEqual([{ from: 0, to: 86_400 }]);
    expect(openNowStatus(week, NY, at('2026-03-10T16:30:00Z'))).toEqual({ known: true, open: false }); // Tuesday 12:30
    expect(isOpenNow(week, NY, at('2026-03-10T17:30:00Z'))).toBe(true); // Tuesday 13:30
  });

  it('lists Monday to Sunday with sorted intervals, closed days and days without hours', () => {
    const rows = openingHoursRows(week);
    expect(rows.map((r) => r.day)).toEqual(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']);
    expect(rows[0]).toEqual({ dayOfWeek: 0, day: 'Monday', hours: [], closed: true });
    expect(rows[1]?.hours).toEqual(['9:00 AM – 12:00 PM', '1:00 PM – 5:00 PM']);
    expect(rows[2]?.closed).toBe(true);
    expect(rows[5]?.hours).toEqual(['Open 24 hours']);
  });

  it('finds the venue weekday of an instant in its zone', () => {
    expect(venueWeekdayAt(at('2026-03-16T03:00:00Z'), NY)).toBe(6); // Sunday 23:00 EDT
  });
});
