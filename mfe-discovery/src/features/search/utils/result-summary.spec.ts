import { createIntl } from '@events/api-client/intl';
import { resultSummary } from './result-summary';
import { EMPTY_SEARCH } from '../../../utils/search-state';
import { dateRangeLabel } from '../../../utils/date-range';
import { loadDiscoveryCatalogue } from '../../../i18n/discovery-intl';

const intl = createIntl({ locale: 'en', defaultLocale: 'en', messages: {} });

describe('resultSummary', () => {
  it('reads count, radius, place and dates', () => {
    expect(
      resultSummary(intl, { kind: 'events', state: EMPTY_SEARCH, total: 1234, units: 'mi', locationName: 'Pittsfield, MA', dateLabel: 'Today' }),
    ).toBe('1,234 events within 50 mi of Pittsfield, MA · Today');
  });

  it('says one venue, the keyword and Global as anywhere', () => {
    expect(
      resultSummary(intl, {
        kind: 'venues',
        state: { ...EMPTY_SEARCH, keyword: 'barn', radius: 25000 },
        total: 1,
        units: 'km',
        locationName: 'Lenox, MA',
        dateLabel: null,
      }),
    ).toBe('1 venue matching “barn” anywhere');
  });

  it('reads in Spanish, with ICU plurals and the date in Spanish', async () => {
    const es = createIntl({ locale: 'es', defaultLocale: 'en', messages: await loadDiscoveryCatalogue('es') });
    const today = '2026-11-18';
    expect(
      resultSummary(es, { kind: 'events', state: EMPTY_SEARCH, total: 106, units: 'mi', locationName: 'Pittsfield, MA', dateLabel: dateRangeLabel(es, null, null, today) }),
    ).toBe('106 eventos a menos de 50 mi de Pittsfield, MA · Hoy');
    expect(
      resultSummary(es, {
        kind: 'venues',
        state: { ...EMPTY_SEARCH, keyword: 'granero', radius: 25000 },
        total: 1,
        units: 'km',
        locationName: 'Lenox, MA',
        dateLabel: dateRangeLabel(es, '2026-11-25', '2026-11-28', today),
      }),
    ).toBe('1 lugar que coincide con “granero” en cualquier parte · 25 nov – 28 nov 2026');
  });
});
