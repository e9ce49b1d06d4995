import { createIntl } from '@events/api-client/intl';
import { EMPTY_SEARCH, type SearchState } from '../../../utils/search-state';
import { createPayloadOf, savedSearchFieldsOf } from './saved-search-payload';

// A Wednesday: the weekend is Friday 2026-03-13 to Sunday 2026-03-15.
const TODAY = '2026-03-11';
const intl = createIntl({ locale: 'en', defaultLocale: 'en', messages: {} });

describe('listing state -> saved search fields', () => {
  it('keeps a listing without dates as today, with the default radius around its town', () => {
    const state: SearchState = { ...EMPTY_SEARCH, location: { source: 'default', id: 'lenox-ma', lat: 42.3565, lon: -73.2848 } };
    expect(savedSearchFieldsOf(intl, state, TODAY)).toEqual({
      radius: 50,
      pretty_date: 'Today',
      named_date: 'today',
      date_start: null,
      date_end: null,
      keyword: '',
      event_setting: '',
      age_group: [],
      price: [],
      event_types: [],
      default_loc_id: 'lenox-ma',
      address_id: null,
    });
  });

  it('names a preset range instead of keeping its dates', () => {
    const fields = savedSearchFieldsOf(intl, { ...EMPTY_SEARCH, dateStart: '2026-03-13', dateEnd: '2026-03-15' }, TODAY);
    expect(fields).toMatchObject({ named_date: 'this_weekend', date_start: null, date_end: null, pretty_date: 'This Weekend' });
    expect(savedSearchFieldsOf(intl, { ...EMPTY_SEARCH, dateStart: TODAY, dateEnd: '2026-04-09' }, TODAY)).toMatchObject({ named_date: 'next_30', pretty_date: 'Next 30 Days' });
  });

  it('keeps a custom range as dates, shown as the listing shows it', () => {
    const fields = savedSearchFieldsOf(intl, { ...EMPTY_SEARCH, dateStart: '2026-03-20', dateEnd: '2026-03-24' }, TODAY);
    expect(fields).toMatchObject({ named_date: '', date_start: '2026-03-20', date_end: '2026-03-24', pretty_date: 'Mar 20 – Mar 24, 2026' });
  });

  it('carries the filters, the setting and an address-book location', () => {
    const state: SearchState = {
      ...EMPTY_SEARCH,
      keyword: ' jazz ',
      radius: 10,
      eventTypes: [3, 5],
      ageGroups: ['teen'],
      prices: ['free', 'low'],
      setting: 'online',
      location: { source: 'address', id: 9, lat: 42.1, lon: -73.2 },
    };
    expect(savedSearchFieldsOf(intl, state, TODAY)).toMatchObject({
      radius: 10,
      keyword: 'jazz',
      event_types: [3, 5],
      age_group: ['teen'],
      price: ['free', 'low'],
      event_setting: 'online',
      default_loc_id: '',
      address_id: 9,
    });
  });

  it("saves the current location as 'current' and the name trimmed", () => {
    const payload = createPayloadOf(intl, '  Weekend jazz ', { ...EMPTY_SEARCH, location: { source: 'current', lat: 42, lon: -73 } }, TODAY);
    expect(payload).toMatchObject({ search_name: 'Weekend jazz', default_loc_id: 'current', address_id: null, is_active: true });
  });
});
