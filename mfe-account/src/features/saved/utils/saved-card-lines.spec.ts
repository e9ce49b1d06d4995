import { distanceLine, eventWhenLine, eventWhereLine } from './saved-card-lines';

const venue = { name: 'The Colonial', city: 'Pittsfield', state: 'MA' };

describe('saved card lines', () => {
  it('reads the next occurrence as a long local day with its times', () => {
    const next = { eventDate: '2026-03-14', times: '7:00 PM - 9:00 PM', timestamps: { timestampStart: '2026-03-14T23:00:00Z', timestampEnd: null } };
    expect(eventWhenLine({ nextEventOccurrence: next } as never)).toBe('Saturday, March 14, 2026 · 7:00 PM - 9:00 PM');
    expect(eventWhenLine({ nextEventOccurrence: null })).toBeNull();
  });

  it('names the venue and town of an in-person event, Online otherwise', () => {
    expect(eventWhereLine({ isInPerson: true, pointOfInterest: venue } as never)).toBe('The Colonial · Pittsfield, MA');
    expect(eventWhereLine({ isInPerson: false, pointOfInterest: venue } as never)).toBe('Online');
  });

  it('shows distances in the user units', () => {
    expect(distanceLine(3.24, 'mi')).toBe('3.2 mi away');
    expect(distanceLine(12.6, 'km')).toBe('13 km away');
    expect(distanceLine(null, 'mi')).toBeNull();
  });
});
