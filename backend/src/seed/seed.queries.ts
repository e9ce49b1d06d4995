/**
 * SQL of the catalogue generator: set-based inserts from parallel arrays (unnest), so thousands of rows go
 * in one statement.
 */

/** $1 number of ids wanted from the table's id sequence. */
export function reserveIdsSql(table: 'venues' | 'events'): string {
  return `SELECT nextval(pg_get_serial_sequence('${table}', 'id'))::int AS id FROM generate_series(1, $1)`;
}

/** $20 the seed's instant (the product's clock): the rows' created and updated. `claimed` follows the managers. */
export const INSERT_VENUES_SQL = `
  INSERT INTO venues (id, slug, name, website, phone, email, description, street, city, state, postal_code, country,
                      lat, lon, time_zone, region, poi_type, hide_from_listing, published, created, updated)
  SELECT r.*, $20::timestamptz, $20::timestamptz
  FROM unnest($1::int[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[],
              $9::text[], $10::text[], $11::text[], $12::text[], $13::float8[], $14::float8[], $15::text[],
              $16::text[], $17::text[], $18::bool[], $19::bool[]) AS r`;

export const INSERT_OPEN_TIMES_SQL = `
  INSERT INTO venue_open_times (venue_id, day_of_week, closed, time_start, time_end)
  SELECT * FROM unnest($1::int[], $2::int2[], $3::bool[], $4::time[], $5::time[])`;

/**
 * Age groups travel as comma-joined text (unnest cannot carry an array per row). $22 the seed's instant (the
 * product's clock): the rows' created and updated, which the alert digests compare with a saved search's.
 */
export const INSERT_EVENTS_SQL = `
  INSERT INTO events (id, slug, name, url, event_type_id, venue_id, is_in_person, is_online, online_url, is_global,
                      description, price, price_information, ticket_url, age_groups, is_featured, is_promoted,
                      status, published, date_start, date_end, created, updated)
  SELECT r.id, r.slug, r.name, r.url, r.event_type_id, r.venue_id, r.is_in_person, r.is_online, r.online_url,
         r.is_global, r.description, r.price, r.price_information, r.ticket_url, string_to_array(r.age_groups, ','),
         r.is_featured, r.is_promoted, r.status, r.published, r.date_start, r.date_end,
         $22::timestamptz, $22::timestamptz
  FROM unnest($1::int[], $2::text[], $3::text[], $4::text[], $5::int[], $6::int[], $7::bool[], $8::bool[], $9::text[],
              $10::bool[], $11::text[], $12::text[], $13::text[], $14::text[], $15::text[], $16::bool[], $17::bool[],
              $18::text[], $19::bool[], $20::date[], $21::date[])
       AS r(id, slug, name, url, event_type_id, venue_id, is_in_person, is_online, online_url, is_global,
            description, price, price_information, ticket_url, age_groups, is_featured, is_promoted,
            status, published, date_start, date_end)`;

export const INSERT_EVENT_DATES_SQL = `
  INSERT INTO event_dates (event_id, frequency, date_recur, time_start, time_end)
  SELECT * FROM unnest($1::int[], $2::text[], $3::text[], $4::time[], $5::time[])`;

export const EVENT_TYPE_IDS_SQL = `SELECT id, name::text AS name FROM event_types`;

export const VENUE_SLUGS_SQL = `SELECT slug FROM venues`;
export const EVENT_SLUGS_SQL = `SELECT slug FROM events`;
export const HAS_VENUES_SQL = `SELECT EXISTS (SELECT 1 FROM venues) AS found`;

export const RESET_CATALOGUE_SQL = `
  TRUNCATE venues, venue_open_times, events, event_dates, event_occurrences, event_search, occurrence_horizon
  RESTART IDENTITY CASCADE`;

export const ANALYZE_CATALOGUE_SQL = `ANALYZE venues, venue_open_times, events, event_dates, event_occurrences, event_search`;

export const CATALOGUE_COUNTS_SQL = `
  SELECT (SELECT count(*) FROM venues)::int AS venues,
         (SELECT count(*) FROM events)::int AS events,
         (SELECT count(*) FROM event_dates)::int AS series,
         (SELECT count(*) FROM event_occurrences)::int AS occurrences,
         (SELECT count(*) FROM event_search)::int AS search_rows`;

/** Serialises the first-start demo seed between instances (session lock on a dedicated connection). */
export const LOCK_DEMO_SEED_SQL = `SELECT pg_advisory_lock(hashtext('events:seed:demo'))`;
export const UNLOCK_DEMO_SEED_SQL = `SELECT pg_advisory_unlock(hashtext('events:seed:demo'))`;
