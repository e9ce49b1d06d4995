import { countryOf, shortAddressOf, toVenueCard, toVenueSummary, type VenueCardRow } from './venue-card.read-model.js';

const row: VenueCardRow = {
  id: 7,
  name: 'Colonial Theatre',
  name_es: 'Teatro Colonial',
  slug: 'colonial-theatre',
  street: ' 111 South St ',
  city: 'Pittsfield',
  state: 'MA',
  postal_code: '01201',
  country: 'US',
  lat: 42.4473,
  lon: -73.2537,
  time_zone: 'America/New_York',
  image_primary: null,
  image_thumbnail: '/media/t.jpg',
  claimed: true,
  num_events_future: 12,
  open_times: [{ dayOfWeek: 0, closed: false, timeStart: '10:00:00', timeEnd: '17:00:00' }],
};

describe('venue card mapper', () => {
  it('writes the summary then the card fields, as the spread of the summary did (same keys, same order)', () => {
    // 3.14 mi north of the venue along its meridian (earthdistance's sphere).
    const origin = { lat: 42.4473 + (3.14 * 1609.34 * 180) / (Math.PI * 6378168), lon: -73.2537, metersPerUnit: 1609.34 };
    const card = toVenueCard(row, origin);
    const expected = { ...toVenueSummary(row), openTimes: row.open_times, numEventsFuture: 12, distance: 3.14 };
    expect(card).toEqual(expected);
    expect(JSON.stringify(card)).toBe(JSON.stringify(expected));
    expect(card.country).toBe('United States');
    expect(card.countryCode).toBe('US');
  });

  it('gives each caller its own country object', () => {
    const first = countryOf('US');
    first.country = 'changed';
    expect(countryOf('US').country).toBe('United States');
    expect(toVenueSummary(row).country).toBe('United States');
  });

  it('joins the filled-in address parts', () => {
    expect(shortAddressOf({ street: ' 55 South St ', city: 'Pittsfield', state: 'MA' })).toBe('55 South St, Pittsfield, MA');
    expect(shortAddressOf({ street: '', city: ' ', state: 'MA' })).toBe('MA');
    expect(shortAddressOf({ street: '', city: '', state: '' })).toBe('');
  });
});
