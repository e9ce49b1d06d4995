import type { EventForm } from '@events/contracts/event-forms';
import { eventFormResolver } from './event-form-resolver';
import { emptyEventValues, eventValuesOf, newDateEntry, withSeries } from './event-form-values';
import { withFrequency } from './series-edits';

describe('date entries', () => {
  it('writes the iCalendar text and times the server parses', () => {
    const entry = newDateEntry('2026-12-08');
    expect(entry).toMatchObject({ time_start: '19:00', time_end: '21:00', date_recur: 'DTSTART;VALUE=DATE:20261208', edited: false });
    const weekly = withSeries(entry, { ...withFrequency(entry.series, 'weekly'), exdates: ['2026-12-15'], end: { type: 'count', count: 4 } });
    expect(weekly.date_recur).toBe('DTSTART;VALUE=DATE:20261208\nRRULE:FREQ=WEEKLY;BYDAY=TU;COUNT=4\nEXDATE;VALUE=DATE:20261215');
    expect(weekly.edited).toBe(true);
  });

  it('starts a monthly weekday rule on the first date’s position', () => {
    const entry = newDateEntry('2026-12-08');
    expect(withFrequency(entry.series, 'monthlyBySetPos')).toMatchObject({ byweekday: ['TU'], bysetpos: [2] });
  });

  it('keeps the last good text while a rule is half typed', () => {
    const entry = newDateEntry('2026-12-08');
    expect(withSeries(entry, { ...entry.series, dtstart: '12/0' }).date_recur).toBe(entry.date_recur);
  });
});

describe('the Spanish name and description (issue 31)', () => {
  const today = '2026-12-01';
  const entry = newDateEntry('2026-12-08');
  const saved: EventForm = {
    id: 7,
    absoluteUrl: '/events/7/jazz-night/',
    imagePrimary: null,
    imageThumbnail: null,
    pointOfInterest: { id: 2, name: 'Colonial Theatre', timeZone: 'America/New_York' },
    values: {
      ...emptyEventValues(today, { venueId: 2, online: false }),
      name: 'Jazz Night',
      name_es: 'Noche de jazz',
      url: 'https://example.org/jazz',
      event_type: 3,
      point_of_interest: 2,
      description: '<p>Live jazz.</p>',
      description_es: '<p>Jazz en vivo.</p>',
      age_group: ['all_ages'],
      date_start: null,
      date_end: null,
      dates: [{ id: 11, time_start: entry.time_start, time_end: entry.time_end, date_recur: entry.date_recur, series: entry.series, summary: '' }],
    },
  };

  it('start empty on a new event', () => {
    expect(emptyEventValues(today, { venueId: null, online: false })).toMatchObject({ name_es: '', description_es: '' });
  });

  it('load from the saved event and go into the payload the form sends', async () => {
    const values = eventValuesOf(saved);
    expect(values).toMatchObject({ name: 'Jazz Night', name_es: 'Noche de jazz', description_es: '<p>Jazz en vivo.</p>' });
    const result = await eventFormResolver(values, { today, savedDateStart: null }, { fields: {}, shouldUseNativeValidation: false });
    expect(result.errors).toEqual({});
    expect(result.values).toMatchObject({ name_es: 'Noche de jazz', description_es: '<p>Jazz en vivo.</p>' });
  });

  it('may stay empty: the payload says so with empty text', async () => {
    const values = { ...eventValuesOf(saved), name_es: '', description_es: '' };
    const result = await eventFormResolver(values, { today, savedDateStart: null }, { fields: {}, shouldUseNativeValidation: false });
    expect(result.values).toMatchObject({ name_es: '', description_es: '' });
  });
});
