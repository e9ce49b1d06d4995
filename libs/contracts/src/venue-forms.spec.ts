import { VALIDATION } from './messages.js';
import { VENUE_FORM_MESSAGES, venueFormSchema, venueFormTypeFor, venueWriteSchema } from './venue-forms.js';

/** What the standard form holds after a producer filled it in (coordinates as typed text, blank OSM type). */
const FORM_VALUES = {
  name: 'Mahaiwe Hall',
  website: 'https://mahaiwe.example.org/',
  phone: '',
  email: '',
  description: '<p>A restored 1905 theatre.</p>',
  alternate_times: '',
  show_date_time_picker: false,
  show_alternate_times: false,
  open_times: [
    { day_of_week: 4, closed: false, time_start: '18:00', time_end: '22:30' },
    { day_of_week: 0, closed: true, time_start: '', time_end: '' },
  ],
  street: '14 Castle Street',
  city: 'Great Barrington',
  state: 'ma',
  postal_code: '01230',
  country: 'US',
  lat: '42.1943',
  lon: '-73.3627',
  time_zone: 'America/New_York',
  region: 'Berkshires',
  poi_type: '',
  wikipedia_url: '',
  facebook_url: '',
  instagram_url: '',
  twitter_url: '',
  osm_type: '',
  osm_id: '',
  wikidata_id: '',
  notes: '',
  hide_from_listing: false,
  recertify: false,
};

describe('venue form schema', () => {
  it('reads the form as the server stores it: hours with seconds, closed days without times, the state upper-cased', () => {
    const parsed = venueFormSchema('standard').parse(FORM_VALUES);
    expect(parsed).toMatchObject({ state: 'MA', lat: 42.1943, lon: -73.3627, osm_type: null });
    expect(parsed.open_times).toEqual([
      { day_of_week: 4, closed: false, time_start: '18:00:00', time_end: '22:30:00' },
      { day_of_week: 0, closed: true, time_start: null, time_end: null },
    ]);
    expect(venueWriteSchema.parse(FORM_VALUES)).toEqual(parsed);
  });

  it('takes hours past midnight (a closing time before the opening time), refusing only equal times (issue 25 N9)', () => {
    const hours = (time_start: string, time_end: string) => venueWriteSchema.safeParse({ ...FORM_VALUES, open_times: [{ day_of_week: 2, closed: false, time_start, time_end }] });
    expect(hours('16:00', '00:00').data?.open_times).toEqual([{ day_of_week: 2, closed: false, time_start: '16:00:00', time_end: '00:00:00' }]);
    expect(hours('14:00', '01:00').success).toBe(true);
    expect(hours('18:00', '18:00').error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['open_times.0.time_end', VENUE_FORM_MESSAGES.timeEndSameAsStart]]);
  });

  it("takes an optional Spanish name and description with the English fields' limits, empty being none (issue 31)", () => {
    expect(venueWriteSchema.parse(FORM_VALUES)).toMatchObject({ name_es: '', description_es: '' });
    expect(venueWriteSchema.parse({ ...FORM_VALUES, name_es: ' Sala Mahaiwe ', description_es: '<p>Un teatro.</p>' })).toMatchObject({ name_es: 'Sala Mahaiwe', description_es: '<p>Un teatro.</p>' });
    const tooLong = venueWriteSchema.safeParse({ ...FORM_VALUES, name_es: 'x'.repeat(1025), description_es: 'x'.repeat(2001) });
    expect(tooLong.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['name_es', VALIDATION.maxLength(1024)],
      ['description_es', VALIDATION.maxLength(2000)],
    ]);
  });

  it('requires Region on the standard and admin forms only', () => {
    const values = { ...FORM_VALUES, region: '' };
    expect(venueFormSchema('basic').safeParse(values).success).toBe(true);
    for (const type of ['standard', 'admin'] as const) {
      expect(venueFormSchema(type).safeParse(values).error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['region', VALIDATION.required]]);
    }
  });

  it('gives each caller its form type from its roles', () => {
    const none = { isProducer: false, isEditor: false, isZeditor: false, isStaff: false, isSuperuser: false };
    expect(venueFormTypeFor(none)).toBe('basic');
    expect(venueFormTypeFor({ ...none, isEditor: true, isStaff: true })).toBe('basic');
    expect(venueFormTypeFor({ ...none, isProducer: true })).toBe('standard');
    expect(venueFormTypeFor({ ...none, isZeditor: true })).toBe('admin');
    expect(venueFormTypeFor({ ...none, isSuperuser: true })).toBe('admin');
  });
});
