import type { EventCard } from '@events/contracts/events';
import { type EventStatus, nameWithStatus } from '@events/contracts/event-status';
import { PUSH_MESSAGES } from '@events/contracts/push';
import { formatNextOccurrence, type SavedSearchRow } from '../saved-searches/saved-search.read-model.js';
import { composePushNotification } from './alert-push.js';

const ORIGIN = 'https://events.example.org';
const TODAY = '2026-11-20';

const search: SavedSearchRow = {
  id: 4,
  search_name: 'Harp nights',
  radius: null,
  pretty_date: '',
  named_date: '',
  date_start: null,
  date_end: null,
  keyword: 'harp',
  event_setting: '',
  age_groups: [],
  prices: [],
  event_type_ids: [],
  is_active: true,
  default_loc_id: '',
  feed_token: 'f'.repeat(64),
  unsubscribe_token: 'u'.repeat(64),
  last_alerted: null,
  created: new Date('2026-11-01T12:00:00Z'),
  updated: new Date('2026-11-01T12:00:00Z'),
  address: null,
  event_type_names: [],
  event_type_names_es: [],
};

function card(fields: { status?: EventStatus; isInPerson?: boolean; start?: string; nameEs?: string; venueNameEs?: string } = {}): EventCard {
  const start = fields.start ?? '2026-11-30T19:00:00-05:00';
  return {
    id: 1,
    name: 'Harp Recital',
    nameEs: fields.nameEs ?? '',
    status: fields.status ?? 'scheduled',
    absoluteUrl: '/events/1/harp-recital/',
    isInPerson: fields.isInPerson ?? true,
    distance: null,
    pointOfInterest: { name: 'Colonial Theatre', nameEs: fields.venueNameEs ?? '', city: 'Pittsfield', state: 'MA' },
    nextEventOccurrence: { eventDate: start.slice(0, 10), timestamps: { timestampStart: start } },
  } as unknown as EventCard;
}

/** The English line the notifications had before they spoke the reader's language, which English readers keep. */
function englishLineBefore(event: EventCard): string {
  const town = 'Pittsfield, MA';
  const place = event.isInPerson ? `${event.pointOfInterest.name}, ${town}` : 'Online';
  return [nameWithStatus(event.name, event.status), formatNextOccurrence(event), place].join(' · ');
}

describe('composePushNotification', () => {
  it('says how many events are new and opens the search, with its tag', () => {
    const push = composePushNotification(search, [card(), card()], TODAY, ORIGIN);
    expect(push.title).toBe(PUSH_MESSAGES.title('Harp nights', 2));
    expect(push.url).toMatch(new RegExp(`^${ORIGIN}/events/\\?`));
    expect(push.tag).toBe('saved-search-4');
    expect(composePushNotification(search, [], TODAY, ORIGIN).body).toBe('');
  });

  it('words an English reader\'s notification as before, and one to a reader who chose no language', () => {
    const events = [
      card(),
      card({ status: 'postponed', start: '2027-01-03T00:30:00-05:00' }),
      card({ status: 'moved_online', isInPerson: false, start: '2026-12-01T12:00:00-05:00' }),
      card({ nameEs: 'Recital de arpa', venueNameEs: 'Teatro Colonial' }),
    ];
    for (const language of ['en', null]) {
      for (const event of events) {
        const push = composePushNotification(search, [event], TODAY, ORIGIN, language);
        expect(push.title).toBe(PUSH_MESSAGES.title('Harp nights', 1));
        expect(push.body).toBe(englishLineBefore(event));
      }
    }
    expect(composePushNotification(search, [events[0] as EventCard], TODAY, ORIGIN).body).toBe('Harp Recital · Mon, Nov 30, 2026 7:00 PM · Colonial Theatre, Pittsfield, MA');
  });

  it('words a Spanish reader\'s notification in Spanish, with the producers\' Spanish names where given', () => {
    const spanish = card({ nameEs: 'Recital de arpa', venueNameEs: 'Teatro Colonial' });
    const push = composePushNotification(search, [spanish, card()], TODAY, ORIGIN, 'es');
    expect(push.title).toBe('Búsqueda guardada “Harp nights”: 2 eventos nuevos');
    const day = new Intl.DateTimeFormat('es', { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' }).format(
      new Date('2026-11-30T00:00:00Z'),
    );
    expect(push.body).toBe(`Recital de arpa · ${day} 19:00 · Teatro Colonial, Pittsfield, MA`);

    const one = composePushNotification(search, [card({ status: 'postponed', isInPerson: false })], TODAY, ORIGIN, 'es');
    expect(one.title).toBe('Búsqueda guardada “Harp nights”: 1 evento nuevo');
    expect(one.body).toBe(`Aplazado: Harp Recital · ${day} 19:00 · En línea`);
  });
});
