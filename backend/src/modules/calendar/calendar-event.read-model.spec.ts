import { type CalendarEvent, calendarEventIn, toSpanishEventTexts } from './calendar-event.read-model.js';

describe('calendarEventIn: an event as a calendar in a language shows it (issue 31)', () => {
  const event: CalendarEvent = {
    id: 1,
    slug: 'harp-recital',
    name: 'Harp Recital',
    description: '<p>At the hall.</p>',
    isInPerson: true,
    isOnline: false,
    onlineUrl: '',
    status: 'scheduled',
    updated: new Date('2026-11-20T12:00:00Z'),
    venue: { name: 'Colonial Theatre', street: '', city: 'Pittsfield', state: 'MA', postalCode: '', lat: 42.45, lon: -73.25, timeZone: 'America/New_York' },
  };
  const spanish = { name: 'Recital de arpa', description: '<p>En la sala.</p>', venueName: 'Teatro Colonial' };

  it('shows the producers\' Spanish name, description and venue name in a Spanish calendar', () => {
    expect(calendarEventIn(event, spanish, 'es')).toEqual({ ...event, name: 'Recital de arpa', description: '<p>En la sala.</p>', venue: { ...event.venue, name: 'Teatro Colonial' } });
  });

  it('keeps each English text the producer gave no Spanish for', () => {
    expect(calendarEventIn(event, { name: '', description: ' ', venueName: 'Teatro Colonial' }, 'es')).toEqual({ ...event, venue: { ...event.venue, name: 'Teatro Colonial' } });
  });

  it('leaves an English calendar\'s event as it is, so a feed\'s input and ETag stay what they were', () => {
    expect(calendarEventIn(event, undefined, 'en')).toBe(event);
    expect(JSON.stringify(calendarEventIn(event, spanish, 'en'))).toBe(JSON.stringify(event));
  });
});

describe('toSpanishEventTexts', () => {
  it('reads the Spanish columns of an event and its venue', () => {
    expect(toSpanishEventTexts({ name_es: 'Recital de arpa', description_es: '', venue_name_es: 'Teatro Colonial' })).toEqual({
      name: 'Recital de arpa',
      description: '',
      venueName: 'Teatro Colonial',
    });
  });
});
