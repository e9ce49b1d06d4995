import { eventSchema } from '@events/contracts/events';
import { venueSchema } from '@events/contracts/venues';
import { addDaysToLocalDate } from '@events/domain/local-time';
import { regionToday } from '../../testing/region-clock.js';
import { useTestApp } from '../../testing/test-app.js';
import { CardsModule } from './cards.module.js';
import { CATALOGUE_MODULES, insertCancelledPotteryClass, insertEventFixture, insertOnlinePoetryHour, insertVenueFixture } from '../../testing/catalogue-fixtures.js';
import { EVENT_CARDS_BY_IDS_SQL, VENUE_CARDS_BY_IDS_SQL } from './cards.queries.js';
import { CardsRepository } from './cards.repository.js';
import { EventCardsService } from './event-cards.service.js';
import { VenueCardsService } from './venue-cards.service.js';

describe('event and venue cards of given ids (real PostgreSQL)', () => {
  const t = useTestApp({ modules: [CardsModule, ...CATALOGUE_MODULES] });
  /** Today in the region by the product's clock (set once the app runs). */
  let today: string;
  const ids = {} as Record<'colonial' | 'library' | 'london' | 'jazz' | 'pottery' | 'online', number>;

  beforeAll(async () => {
    today = regionToday(t.app);
    ids.colonial = await insertVenueFixture(t.app, { name: 'Colonial Theatre', street: '111 South Street', postal_code: '01201', claimed: true });
    ids.library = await insertVenueFixture(t.app, { name: 'Lenox Public Library', city: 'Lenox', lat: 42.3565, lon: -73.2848 });
    ids.london = await insertVenueFixture(t.app, { name: 'Wigmore Rooms', city: 'London', state: '', country: 'GB', lat: 51.5177, lon: -0.1489, time_zone: 'Europe/London' });
    // Stored with the venue row (the card's open_times), so the card statements read them as they read any column.
    await t.db.query(
      `INSERT INTO venue_open_times (venue_id, day_of_week, closed, time_start, time_end) VALUES ($1, 0, true, NULL, NULL), ($1, 4, false, '18:30', '23:00')`,
      [ids.colonial],
    );
    ids.jazz = await insertEventFixture(t.app, {
      venue_id: ids.colonial,
      name: 'Jazz Night',
      price: 'low',
      age_groups: '{adult,senior}',
      is_featured: true,
      series: [{ frequency: 'weekly', dtstart: addDaysToLocalDate(today, 1), timeStart: '19:00', timeEnd: '21:00' }],
    });
    ids.pottery = await insertCancelledPotteryClass(t.app, ids.colonial, today);
    ids.online = await insertOnlinePoetryHour(t.app, ids.colonial, today);
  });

  it('gives other modules event cards in the requested order, the next occurrence within a range and distances', async () => {
    const cards = t.app.get(EventCardsService);
    const from = addDaysToLocalDate(today, 2);
    const list = await cards.findCardsByIds([ids.online, 123456, ids.jazz, ids.pottery], {
      latitude: 42.3565,
      longitude: -73.2848,
      units: 'km',
      dateStart: from,
      dateEnd: addDaysToLocalDate(today, 40),
    });
    expect(list.map((c) => c.id)).toEqual([ids.online, ids.jazz, ids.pottery]);
    for (const card of list) eventSchema.parse(card);
    const [online, jazz, pottery] = list;
    expect(online?.distance).toBeNull();
    expect(jazz?.distance).toBeCloseTo(10.8, 0);
    expect((jazz?.nextEventOccurrence?.eventDate ?? '') >= from).toBe(true);
    expect(pottery?.nextEventOccurrence?.eventDate).toBe(addDaysToLocalDate(today, 3));
    const miles = await cards.findCardsByIds([ids.jazz], { latitude: 42.3565, longitude: -73.2848 });
    expect(miles[0]?.distance).toBeCloseTo(6.7, 0);
    const outside = await cards.findCardsByIds([ids.pottery], { dateStart: addDaysToLocalDate(today, 4), dateEnd: addDaysToLocalDate(today, 5) });
    expect(outside[0]?.nextEventOccurrence).toBeNull();
    expect(await cards.findCardsByIds([])).toEqual([]);
  });

  it('reads the same event card rows through the prepared card statement as through a plain query', async () => {
    const cardIds = [ids.online, ids.jazz, ids.pottery];
    for (const [from, to] of [[today, addDaysToLocalDate(today, 40)], [null, null]] as const) {
      // Twice: the second run of a named statement on a connection uses its cached plan.
      for (let run = 0; run < 2; run++) {
        const named = await t.app.get(CardsRepository).findEventCardRowsByIds(cardIds, { dateStart: from, dateEnd: to });
        expect(named).toEqual(await t.db.query(EVENT_CARDS_BY_IDS_SQL, [cardIds, from, to, t.clock.now()]));
        expect(named.map((row) => row.id)).toEqual(cardIds);
      }
    }
  });

  it('gives other modules venue cards in the requested order with distances in the asked units', async () => {
    const cards = await t.app.get(VenueCardsService).findCardsByIds([ids.library, 999999, ids.colonial], { latitude: 42.4501, longitude: -73.2454, units: 'km' });
    expect(cards.map((c) => c.id)).toEqual([ids.library, ids.colonial]);
    for (const card of cards) venueSchema.parse(card);
    expect(cards[0]?.distance).toBeCloseTo(10.9, 1);
    expect(cards[1]?.distance).toBe(0);
    const plain = await t.app.get(VenueCardsService).findCardsByIds([ids.library]);
    expect(plain[0]?.distance).toBeNull();
    expect(await t.app.get(VenueCardsService).findCardsByIds([])).toEqual([]);
  });

  it('reads the same venue card rows through the prepared card statement as through a plain query', async () => {
    const cardIds = [ids.library, ids.colonial, ids.london];
    // Twice: the second run of a named statement on a connection uses its cached plan.
    for (let run = 0; run < 2; run++) {
      const named = await t.app.get(CardsRepository).findVenueCardRowsByIds(cardIds);
      expect(named).toEqual(await t.db.query(VENUE_CARDS_BY_IDS_SQL, [cardIds]));
      expect(named.map((row) => row.id)).toEqual(cardIds);
    }
  });
});
