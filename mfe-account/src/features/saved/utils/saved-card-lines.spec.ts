import { createIntl } from '@events/api-client/intl';
import { distanceLine, eventWhenLine, eventWhereLine } from './saved-card-lines';

const venue = { name: 'The Colonial', city: 'Pittsfield', state: 'MA' };
const intl = createIntl({ locale: 'en', defaultLocale: 'en', messages: {} });
const spanish = createIntl({
  locale: 'es',
  defaultLocale: 'en',
  messages: { 'account.savedCard.online': 'En línea', 'account.savedCard.distance': 'a {distance} {unit}' },
});

describe('saved card lines', () => {
  it('reads the next occurrence as a long local day with its times', () => {
    const next = { eventDate: '2026-03-14', times: '7:00 PM - 9:00 PM', timestamps: { timestampStart: '2026-03-14T23:00:00Z', timestampEnd: null } };
    expect(eventWhenLine({ nextEventOccurrence: next } as never, intl)).toBe('Saturday, March 14, 2026 · 7:00 PM - 9:00 PM');
    expect(eventWhenLine({ nextEventOccurrence: { ...next, times: '' } } as never, spanish)).toBe('sábado, 14 de marzo de 2026');
    expect(eventWhenLine({ nextEventOccurrence: null }, intl)).toBeNull();
  });

  it('names the venue and town of an in-person event, Online otherwise', () => {
    expect(eventWhereLine({ isInPerson: true, pointOfInterest: venue } as never, intl)).toBe('The Colonial · Pittsfield, MA');
    expect(eventWhereLine({ isInPerson: false, pointOfInterest: venue } as never, intl)).toBe('Online');
    expect(eventWhereLine({ isInPerson: false, pointOfInterest: venue } as never, spanish)).toBe('En línea');
  });

  it('shows distances in the user units', () => {
    expect(distanceLine(3.24, 'mi', intl)).toBe('3.2 mi away');
    expect(distanceLine(12.6, 'km', intl)).toBe('13 km away');
    expect(distanceLine(1234.2, 'km', intl)).toBe('1234 km away');
    expect(distanceLine(3.24, 'km', spanish)).toBe('a 3,2 km');
    expect(distanceLine(null, 'mi', intl)).toBeNull();
  });
});
