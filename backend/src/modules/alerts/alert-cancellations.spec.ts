import type { EventCard } from '@events/contracts/events';
import { cancellationsOf } from './alert-cancellations.js';

function card(id: number, name: string, upcoming = true): EventCard {
  return {
    id,
    name,
    status: 'cancelled',
    nextEventOccurrence: upcoming ? { eventDate: '2026-11-30', timestamps: { timestampStart: '2026-11-30T19:00:00-05:00' } } : null,
  } as unknown as EventCard;
}

const searches = [
  { id: 1, unsubscribe_token: 'a'.repeat(64) },
  { id: 2, unsubscribe_token: 'b'.repeat(64) },
  { id: 3, unsubscribe_token: 'c'.repeat(64) },
];

describe('cancellationsOf', () => {
  it('names each cancelled event once, in the order given, and tells every search that announced it', () => {
    const pairs = [
      { searchId: 1, eventId: 20 },
      { searchId: 2, eventId: 20 },
      { searchId: 2, eventId: 10 },
    ];
    const { section, told } = cancellationsOf(pairs, [card(10, 'Harp Recital'), card(20, 'Jazz Night')], searches);
    expect(section?.events.map((event) => event.name)).toEqual(['Harp Recital', 'Jazz Night']);
    expect(section?.unsubscribeTokens).toEqual(['a'.repeat(64), 'b'.repeat(64)]);
    expect(told).toEqual(pairs);
  });

  it('leaves out, and leaves to tell, an event with no date left to show', () => {
    const { section, told } = cancellationsOf([{ searchId: 3, eventId: 30 }], [card(30, 'Gone Already', false)], searches);
    expect(section).toBeNull();
    expect(told).toEqual([]);
  });

  it('has nothing to tell without pairs', () => {
    expect(cancellationsOf([], [card(10, 'Harp Recital')], searches)).toEqual({ section: null, told: [] });
  });
});
