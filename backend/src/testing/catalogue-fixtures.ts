import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { recurrenceSeriesSchema, type RecurrenceSeriesInput } from '@events/contracts/recurrence';
import { addDaysToLocalDate } from '@events/domain/local-time';
import { toICalendar } from '@events/domain/recurrence';
import { DataSource } from 'typeorm';
import type { DomainModule } from '../app.module.js';
import { OccurrencesModule } from '../modules/events/occurrences.module.js';
import { OccurrencesService } from '../modules/events/occurrences.service.js';
import { TaxonomyModule } from '../modules/taxonomy/taxonomy.module.js';

/**
 * The modules a test app needs for these fixtures: the event types (seeded at start-up by the taxonomy module) that
 * events refer to, and the occurrences service that expands an event's series.
 */
export const CATALOGUE_MODULES: readonly DomainModule[] = [TaxonomyModule, OccurrencesModule];

/** Catalogue fixtures for integration tests (venues, events with recurrence series, expanded occurrences). */
export type VenueFixture = { readonly name: string } & Readonly<Record<string, string | number | boolean | null>>;

let fixtureCounter = 0;

/** Inserts a venue (snake_case columns; defaults: Pittsfield, MA, New York time) and returns its id. */
export async function insertVenueFixture(app: NestFastifyApplication, fields: VenueFixture): Promise<number> {
  const row: Record<string, unknown> = {
    slug: `${fields.name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${++fixtureCounter}`,
    city: 'Pittsfield',
    state: 'MA',
    lat: 42.4501,
    lon: -73.2454,
    ...fields,
  };
  const keys = Object.keys(row);
  const rows = await app
    .get(DataSource)
    .query<{ id: number }[]>(`INSERT INTO venues (${keys.join(', ')}) VALUES (${keys.map((_, i) => `$${i + 1}`).join(', ')}) RETURNING id`, Object.values(row));
  return (rows[0] as { id: number }).id;
}

export type EventFixture = {
  readonly venue_id: number;
  readonly name: string;
  /** Recurrence series (recurrenceSeriesSchema input); expanded into occurrences on insert. */
  readonly series?: readonly RecurrenceSeriesInput[];
} & Readonly<Record<string, unknown>>;

/**
 * Inserts an event (snake_case columns; event_type_id defaults to 12, Music) with its series, then expands
 * its occurrences and search rows through the OccurrencesService. Returns the event id.
 */
export async function insertEventFixture(app: NestFastifyApplication, fixture: EventFixture): Promise<number> {
  const { series = [], ...fields } = fixture;
  const row: Record<string, unknown> = {
    slug: `${fixture.name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${++fixtureCounter}`,
    event_type_id: 12,
    ...fields,
  };
  const db = app.get(DataSource);
  const keys = Object.keys(row);
  const rows = await db.query<{ id: number }[]>(
    `INSERT INTO events (${keys.join(', ')}) VALUES (${keys.map((_, i) => `$${i + 1}`).join(', ')}) RETURNING id`,
    Object.values(row),
  );
  const id = (rows[0] as { id: number }).id;
  for (const input of series) {
    const s = recurrenceSeriesSchema.parse(input);
    await db.query('INSERT INTO event_dates (event_id, frequency, date_recur, time_start, time_end) VALUES ($1, $2, $3, $4, $5)', [
      id,
      s.frequency,
      toICalendar(s),
      s.timeStart,
      s.timeEnd,
    ]);
  }
  await app.get(OccurrencesService).expandEvents([id]);
  return id;
}

/**
 * A cancelled pottery class (event type 3) at the venue, once, three days after `today` (a region date) at 10:00: a
 * card that shows the cancelled flag and a category other than music.
 */
export function insertCancelledPotteryClass(app: NestFastifyApplication, venueId: number, today: string): Promise<number> {
  return insertEventFixture(app, {
    venue_id: venueId,
    name: 'Pottery Wheel Basics',
    event_type_id: 3,
    status: 'cancelled',
    series: [{ frequency: 'once', dtstart: addDaysToLocalDate(today, 3), timeStart: '10:00' }],
  });
}

/**
 * An online-only poetry reading at the venue, promoted and postponed, once, five days after `today` (a region date)
 * from 20:00 to 21:00: a card with no distance, its stream link and both flags.
 */
export function insertOnlinePoetryHour(app: NestFastifyApplication, venueId: number, today: string): Promise<number> {
  return insertEventFixture(app, {
    venue_id: venueId,
    name: 'Online Poetry Hour',
    is_online: true,
    is_in_person: false,
    online_url: 'https://stream.example.org/poetry',
    is_promoted: true,
    status: 'postponed',
    series: [{ frequency: 'once', dtstart: addDaysToLocalDate(today, 5), timeStart: '20:00', timeEnd: '21:00' }],
  });
}
