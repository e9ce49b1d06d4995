import { savedSearchOf } from '@events/contracts/testing/saved-search';
import { createIntl } from '@events/api-client/intl';
import { dateLine, filterLines, locationLines, searchTitle } from './saved-search-lines';

const intl = createIntl({ locale: 'en', defaultLocale: 'en', messages: {} });

const base = savedSearchOf();

describe('saved search card lines', () => {
  it('cuts the title at 65 characters', () => {
    const long = 'x'.repeat(80);
    expect(searchTitle({ searchName: long })).toBe(`${'x'.repeat(65)}…`);
    expect(searchTitle({ searchName: 'Short' })).toBe('Short');
  });

  it('shows an address-book entry with its street line, coordinates and radius', () => {
    const address = { id: 4, addressName: 'Home', lat: 42.45012, lon: -73.24539, streetNumber: '12', street: 'Elm St', city: 'Pittsfield', state: 'MA', postalCode: '01201' };
    expect(locationLines({ ...base, address, radius: 25 }, 'mi', intl)).toEqual(['Home', '12 Elm St, Pittsfield, MA 01201', '42.4501, -73.2454', 'within 25 mi']);
  });

  it('names a default town, the current location, and uses the user units', () => {
    expect(locationLines({ ...base, defaultLocId: 'lenox-ma', radius: 10 }, 'km', intl)).toEqual(['Lenox, MA', 'within 10 km']);
    expect(locationLines({ ...base, defaultLocId: 'current', radius: 50 }, 'mi', intl)).toEqual(['Current Location', 'within 50 mi']);
    expect(locationLines(base, 'mi', intl)).toEqual([]);
  });

  it('reads the date as shown, else the named range, else start to end', () => {
    expect(dateLine({ ...base, prettyDate: 'Mar 14 – Mar 20, 2026', namedDate: 'today' }, intl)).toBe('Mar 14 – Mar 20, 2026');
    expect(dateLine({ ...base, namedDate: 'this_weekend' }, intl)).toBe('This Weekend');
    expect(dateLine({ ...base, dateStart: '2026-03-14', dateEnd: '2026-03-20' }, intl)).toBe('Mar 14, 2026 – Mar 20, 2026');
    expect(dateLine({ ...base, dateStart: '2026-03-14', dateEnd: '2026-03-14' }, intl)).toBe('Mar 14, 2026');
    expect(dateLine(base, intl)).toBeNull();
  });

  it('lists only the filters that are set, Type as Online or In Person', () => {
    expect(filterLines(base, intl)).toEqual([]);
    expect(filterLines({ ...base, eventTypeLabels: ['Music', 'Film'], prices: ['free'], eventSetting: 'in_person' }, intl)).toEqual([
      { key: 'category', label: 'Category', value: 'Music, Film' },
      { key: 'price', label: 'Price', value: 'Free' },
      { key: 'type', label: 'Type', value: 'In Person' },
    ]);
    expect(filterLines({ ...base, ageGroups: ['teen', 'adult'], eventSetting: 'online' }, intl)).toEqual([
      { key: 'ageGroup', label: 'Age Group', value: 'Teen (13–17), Adult (18+)' },
      { key: 'type', label: 'Type', value: 'Online' },
    ]);
  });

  it("words the age groups and price tiers by value in the reader's language, not the API's English labels", () => {
    const spanish = createIntl({ locale: 'es', defaultLocale: 'en', messages: { 'ui.price.low': 'Menos de $25', 'ui.ageGroup.teen': 'Adolescentes (13–17)', 'ui.ageGroup.adult': 'Adultos (18+)' } });
    const search = savedSearchOf({ ageGroups: ['teen', 'adult'], ageGroupLabels: ['Teen (13–17)', 'Adult (18+)'], prices: ['low'], priceLabels: ['Under $25'] });
    const lines = filterLines(search, spanish);
    expect(lines.map((line) => line.value)).toEqual(['Adolescentes (13–17) y Adultos (18+)', 'Menos de $25']);
  });

  it("names the categories by their Spanish names for a Spanish reader, the English one where a category has none", () => {
    const spanish = createIntl({ locale: 'es', defaultLocale: 'en', messages: {} });
    const search = { ...base, eventTypeLabels: ['Music', 'Knitting'], eventTypeLabelsEs: ['Música', ''] };
    expect(filterLines(search, spanish)[0]?.value).toBe('Música, Knitting');
    expect(filterLines(search, intl)[0]?.value).toBe('Music, Knitting');
  });

  it('reads dates and ranges in Spanish', () => {
    const spanish = createIntl({ locale: 'es', defaultLocale: 'en', messages: { 'account.savedSearch.namedDate.thisWeekend': 'Este fin de semana' } });
    expect(dateLine({ ...base, namedDate: 'this_weekend' }, spanish)).toBe('Este fin de semana');
    expect(dateLine({ ...base, dateStart: '2026-03-14', dateEnd: '2026-03-14' }, spanish)).toBe('14 mar 2026');
  });
});
