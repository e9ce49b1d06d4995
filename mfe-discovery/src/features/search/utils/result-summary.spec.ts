import { resultSummary } from './result-summary';
import { EMPTY_SEARCH } from '../../../utils/search-state';

describe('resultSummary', () => {
  it('reads count, radius, place and dates', () => {
    expect(
      resultSummary({ kind: 'events', state: EMPTY_SEARCH, total: 1234, units: 'mi', locationName: 'Pittsfield, MA', dateLabel: 'Today' }),
    ).toBe('1,234 events within 50 mi of Pittsfield, MA · Today');
  });

  it('says one venue, the keyword and Global as anywhere', () => {
    expect(
      resultSummary({
        kind: 'venues',
        state: { ...EMPTY_SEARCH, keyword: 'barn', radius: 25000 },
        total: 1,
        units: 'km',
        locationName: 'Lenox, MA',
        dateLabel: null,
      }),
    ).toBe('1 venue matching “barn” anywhere');
  });
});
