import { datesOf, formatNextOccurrence, presetOf, searchPoint, splitStreet } from './saved-search.read-model.js';

describe('saved search mapping', () => {
  it('splits a leading house number off the street', () => {
    expect(splitStreet('12 Main St')).toEqual({ streetNumber: '12', street: 'Main St' });
    expect(splitStreet(' 12A-14 North St ')).toEqual({ streetNumber: '12A-14', street: 'North St' });
    expect(splitStreet('Route 7')).toEqual({ streetNumber: '', street: 'Route 7' });
    expect(splitStreet('')).toEqual({ streetNumber: '', street: '' });
  });

  it('resolves named dates from the given day (underscores -> the presets with dashes)', () => {
    expect(presetOf('this_weekend')).toBe('this-weekend');
    const named = (named_date: 'today' | 'this_weekend' | 'next_30') => datesOf({ named_date, date_start: '2020-01-01', date_end: null }, '2026-11-25');
    expect(named('today')).toEqual({ start: '2026-11-25', end: '2026-11-25' });
    // Wednesday -> Friday to Sunday.
    expect(named('this_weekend')).toEqual({ start: '2026-11-27', end: '2026-11-29' });
    expect(named('next_30')).toEqual({ start: '2026-11-25', end: '2026-12-24' });
    expect(datesOf({ named_date: '', date_start: '2031-05-01', date_end: null }, '2026-11-25')).toEqual({ start: '2031-05-01', end: '2031-05-01' });
    expect(datesOf({ named_date: '', date_start: null, date_end: '2031-05-01' }, '2026-11-25')).toBeNull();
  });

  it('centres a search on its address, else its default town, else nowhere', () => {
    const address = { id: 1, address_name: 'Home', street: '', city: 'Lee', state: 'MA', postal_code: '', lat: 42.3, lon: -73.2 };
    expect(searchPoint({ address, default_loc_id: '' })).toEqual({ lat: 42.3, lon: -73.2 });
    expect(searchPoint({ address: null, default_loc_id: 'pittsfield-ma' })).toEqual({ lat: 42.4501, lon: -73.2454 });
    expect(searchPoint({ address: null, default_loc_id: 'current' })).toBeNull();
  });

  it('formats the next occurrence as the export shows it, in the venue-local day and time', () => {
    const card = (eventDate: string, timestampStart: string) => ({
      nextEventOccurrence: { eventDate, times: '', timestamps: { timestampStart, timestampEnd: null } },
    });
    expect(formatNextOccurrence(card('2026-11-28', '2026-11-28T19:00:00-05:00'))).toBe('Sat, Nov 28, 2026 7:00 PM');
    expect(formatNextOccurrence(card('2027-01-03', '2027-01-03T00:30:00-08:00'))).toBe('Sun, Jan 3, 2027 12:30 AM');
    expect(formatNextOccurrence({ nextEventOccurrence: null })).toBe('');
  });
});
