import { savedSearchOf } from '@events/contracts/testing/saved-search';
import { serverIntl } from '../../common/i18n/server-intl.js';
import { describeSearch } from './search-description.js';

const everything = savedSearchOf({
  namedDate: 'next_7',
  keyword: 'jazz',
  defaultLocId: 'pittsfield-ma',
  radius: 10,
  eventTypeLabels: ['Music', 'Comedy'],
  eventTypeLabelsEs: ['Música', ''],
  ageGroups: ['adult'],
  prices: ['free', 'low'],
  eventSetting: 'in_person',
});

describe('describeSearch', () => {
  it('says what a search lists in English, as the spec words its filters', () => {
    expect(describeSearch(everything, 'mi', serverIntl('en'))).toBe('Next 7 Days · “jazz” · within 10 mi of Pittsfield, MA · Music, Comedy · Adult (18+) · Free, Under $25 · In Person');
  });

  it('says it in Spanish to a Spanish reader, with the categories\' Spanish names where they have one', () => {
    expect(describeSearch(everything, 'km', serverIntl('es'))).toBe(
      'Próximos 7 días · «jazz» · a menos de 10 km de Pittsfield, MA · Música y Comedy · Adultos (18+) · Gratis y Menos de $25 · Presencial',
    );
  });

  it('words saved days in the language, a current location by name, and Today when no date is kept', () => {
    const range = savedSearchOf({ dateStart: '2026-12-05', dateEnd: '2026-12-10', defaultLocId: 'current', radius: 25, eventSetting: 'online' });
    expect(describeSearch(range, 'mi', serverIntl('en'))).toBe('Dec 5, 2026 – Dec 10, 2026 · within 25 mi of Current Location · Online');
    expect(describeSearch(range, 'mi', serverIntl('es'))).toBe('5 dic 2026 – 10 dic 2026 · a menos de 25 mi de Ubicación actual · En línea');
    expect(describeSearch(savedSearchOf({ dateStart: '2026-12-05', dateEnd: '2026-12-05' }), 'mi', serverIntl('en'))).toBe('Dec 5, 2026');
    expect(describeSearch(savedSearchOf({}), 'mi', serverIntl('es'))).toBe('Hoy');
  });

  it('keeps the listing\'s own date words and an address book entry\'s name as they are', () => {
    const address = { id: 3, addressName: 'Home', streetNumber: '', street: '', city: 'Lenox', state: 'MA', postalCode: '', lat: 42.36, lon: -73.28 };
    expect(describeSearch(savedSearchOf({ prettyDate: 'Sat, Dec 5', address }), 'mi', serverIntl('es'))).toBe('Sat, Dec 5 · Home');
  });
});
