import { toFieldErrors } from './lists.js';
import { eventWriteSchema, visibleTextOf } from './event-forms.js';

const valid = {
  name: 'Jazz Night',
  url: 'https://example.org/jazz',
  event_type: 12,
  point_of_interest: 3,
  is_in_person: true,
  is_online: false,
  description: '<p><b>Live</b> jazz</p>',
  dates: [{ time_start: '19:00', time_end: '21:00', date_recur: 'DTSTART;VALUE=DATE:20261201\nRRULE:FREQ=WEEKLY;BYDAY=TU' }],
  age_group: ['adult'],
};

function errorsOf(input: unknown) {
  const result = eventWriteSchema.safeParse(input);
  return result.success ? {} : toFieldErrors(result.error);
}

describe('eventWriteSchema', () => {
  it('accepts the form payload and fills the defaults', () => {
    const parsed = eventWriteSchema.parse(valid);
    expect(parsed).toMatchObject({ price: 'free', is_global: false, use_poi_times: false, online_url: '', status: 'scheduled' });
    expect(parsed.dates[0]).toMatchObject({ time_end: '21:00' });
  });

  it('says the spec wording for each required field and limit', () => {
    expect(errorsOf({})).toMatchObject({
      name: ['This field is required.'],
      url: ['This field is required.'],
      event_type: ['This field is required.'],
      point_of_interest: ['This field is required.'],
      description: ['This field is required.'],
      age_group: ['Check all that apply.'],
    });
    expect(errorsOf({ ...valid, name: 'x'.repeat(1025), price_information: 'x'.repeat(501), age_group: [] })).toEqual({
      name: ['This field is limited to 1024 characters.'],
      price_information: ['This field is limited to 500 characters.'],
      age_group: ['Check all that apply.'],
    });
    expect(errorsOf({ ...valid, description: `<p>${'x'.repeat(2001)}</p>` })).toEqual({ description: ['This field is limited to 2000 characters.'] });
    expect(errorsOf({ ...valid, description: '<p> </p>' })).toEqual({ description: ['This field is required.'] });
  });

  it("takes an optional Spanish name and description with the English fields' limits, empty being none (issue 31)", () => {
    expect(eventWriteSchema.parse(valid)).toMatchObject({ name_es: '', description_es: '' });
    expect(eventWriteSchema.parse({ ...valid, name_es: '  Noche de Jazz ', description_es: '<p>Jazz <b>en vivo</b></p>' })).toMatchObject({
      name_es: 'Noche de Jazz',
      description_es: '<p>Jazz <b>en vivo</b></p>',
    });
    expect(errorsOf({ ...valid, name_es: '', description_es: '<p> </p>' })).toEqual({});
    expect(errorsOf({ ...valid, name_es: 'x'.repeat(1025), description_es: `<p>${'x'.repeat(2001)}</p>` })).toEqual({
      name_es: ['This field is limited to 1024 characters.'],
      description_es: ['This field is limited to 2000 characters.'],
    });
  });

  it('takes ids as numbers or digits from a select, and says which is wrong', () => {
    expect(eventWriteSchema.parse({ ...valid, event_type: '12', point_of_interest: ' 3' })).toMatchObject({ event_type: 12, point_of_interest: 3 });
    expect(errorsOf({ ...valid, event_type: '', point_of_interest: 'abc' })).toEqual({
      event_type: ['This field is required.'],
      point_of_interest: ['A valid integer is required.'],
    });
    expect(errorsOf({ ...valid, event_type: 1.5, point_of_interest: -1 })).toEqual({
      event_type: ['A valid integer is required.'],
      point_of_interest: ['A valid integer is required.'],
    });
  });

  it('checks URLs, the type and the live stream URL', () => {
    expect(errorsOf({ ...valid, url: 'ftp://x.org' })).toEqual({ url: ['URL must begin with "http:" or "https:"'] });
    expect(errorsOf({ ...valid, url: 'https://' })).toEqual({ url: ['Enter a valid URL.'] });
    expect(errorsOf({ ...valid, is_in_person: false })).toEqual({ is_in_person: ['This field is required.'] });
    expect(errorsOf({ ...valid, is_online: true })).toEqual({ online_url: ['This field is required.'] });
  });

  it('needs dates, or start and end dates in order when using the venue hours', () => {
    expect(errorsOf({ ...valid, dates: [] })).toEqual({ dates: ['This field is required.'] });
    expect(errorsOf({ ...valid, dates: [], use_poi_times: true })).toEqual({ date_start: ['This field is required.'], date_end: ['This field is required.'] });
    expect(errorsOf({ ...valid, dates: [], use_poi_times: true, date_start: '2026-12-05', date_end: '2026-12-01' })).toEqual({
      date_end: ['Date must not be earlier than 12/05/2026'],
    });
    expect(errorsOf({ ...valid, dates: [{ time_start: '25:00', date_recur: '' }] })).toEqual({
      'dates.0.time_start': ['Enter a valid time.'],
      'dates.0.date_recur': ['This field is required.'],
    });
  });

  it('refuses a rule text too long to hold a sane number of extra dates', () => {
    const rdates = Array.from({ length: 10_000 }, (_, i) => String(20270101 + i)).join(',');
    const errors = errorsOf({ ...valid, dates: [{ time_start: '10:00', date_recur: `DTSTART;VALUE=DATE:20261201\nRDATE;VALUE=DATE:${rdates}` }] });
    expect(errors).toEqual({ 'dates.0.date_recur': ['The recurrence rule is limited to 8000 characters.'] });
  });
});

describe('visibleTextOf', () => {
  it('drops tags and decodes the common entities', () => {
    expect(visibleTextOf('<p>A &amp; B<br></p>')).toBe('A & B');
  });
});
