import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The catalogue: venues, events, their recurrence series, expanded occurrences, the narrow search table and
 * search advertisements.
 *
 * event_search holds one row per listable occurrence with only what the listing filters and sorts on
 * (shared/PERF-SEARCH.md): the venue's point copied in, category, price rank, age groups as bits, setting
 * flags. `prev_day` is the local day of the same event's previous occurrence, so "the first occurrence of
 * each event inside [a, b]" is `day BETWEEN a AND b AND (prev_day IS NULL OR prev_day < a)`: one row per
 * event, no DISTINCT, and the exact total is a count over one narrow range scan.
 */
export class Catalogue1763856000000 implements MigrationInterface {
  name = 'Catalogue1763856000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE venues (
        id serial PRIMARY KEY,
        slug text NOT NULL,
        name text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 1024),
        website text NOT NULL DEFAULT '',
        phone text NOT NULL DEFAULT '',
        email text NOT NULL DEFAULT '',
        description text NOT NULL DEFAULT '',
        street text NOT NULL DEFAULT '',
        city text NOT NULL DEFAULT '',
        state text NOT NULL DEFAULT '',
        postal_code text NOT NULL DEFAULT '',
        country text NOT NULL DEFAULT 'US',
        lat double precision NOT NULL CHECK (lat BETWEEN -90 AND 90),
        lon double precision NOT NULL CHECK (lon BETWEEN -180 AND 180),
        earth earth GENERATED ALWAYS AS (ll_to_earth(lat, lon)) STORED,
        time_zone text NOT NULL DEFAULT 'America/New_York',
        region text NOT NULL DEFAULT '',
        poi_type text NOT NULL DEFAULT '',
        osm_type text CHECK (osm_type IN ('node', 'way', 'relation')),
        osm_id text NOT NULL DEFAULT '',
        wikidata_id text NOT NULL DEFAULT '',
        wikipedia_url text NOT NULL DEFAULT '',
        facebook_url text NOT NULL DEFAULT '',
        instagram_url text NOT NULL DEFAULT '',
        twitter_url text NOT NULL DEFAULT '',
        notes text NOT NULL DEFAULT '',
        alternate_times text NOT NULL DEFAULT '',
        show_date_time_picker boolean NOT NULL DEFAULT false,
        show_alternate_times boolean NOT NULL DEFAULT false,
        hide_from_listing boolean NOT NULL DEFAULT false,
        published boolean NOT NULL DEFAULT true,
        claimed boolean NOT NULL DEFAULT false,
        recertify boolean NOT NULL DEFAULT false,
        image_primary text,
        image_thumbnail text,
        num_events_future integer NOT NULL DEFAULT 0,
        search_vector tsvector GENERATED ALWAYS AS (
          setweight(to_tsvector('english', name), 'A') ||
          setweight(to_tsvector('english', city || ' ' || state || ' ' || poi_type), 'C') ||
          setweight(to_tsvector('english', left(description, 2000)), 'D')
        ) STORED,
        created timestamptz NOT NULL DEFAULT now(),
        updated timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT venues_slug_key UNIQUE (slug)
      )`);
    await q.query('CREATE INDEX venues_earth_idx ON venues USING gist (earth)');
    await q.query('CREATE INDEX venues_name_trgm_idx ON venues USING gin (name gin_trgm_ops)');
    await q.query('CREATE INDEX venues_search_vector_idx ON venues USING gin (search_vector)');

    await q.query(`
      CREATE TABLE venue_open_times (
        id serial PRIMARY KEY,
        venue_id integer NOT NULL REFERENCES venues (id) ON DELETE CASCADE,
        day_of_week smallint NOT NULL CHECK (day_of_week BETWEEN 0 AND 6), -- 0 = Monday
        closed boolean NOT NULL DEFAULT false,
        time_start time,
        time_end time
      )`);
    await q.query('CREATE INDEX venue_open_times_venue_idx ON venue_open_times (venue_id, day_of_week)');

    await q.query(`
      CREATE TABLE events (
        id serial PRIMARY KEY,
        slug text NOT NULL,
        name text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 1024),
        url text NOT NULL DEFAULT '',
        event_type_id integer NOT NULL REFERENCES event_types (id),
        venue_id integer NOT NULL REFERENCES venues (id) ON DELETE CASCADE,
        is_in_person boolean NOT NULL DEFAULT true,
        is_online boolean NOT NULL DEFAULT false,
        online_url text NOT NULL DEFAULT '',
        is_global boolean NOT NULL DEFAULT false,
        description text NOT NULL DEFAULT '',
        price text NOT NULL DEFAULT 'free' CHECK (price IN ('free', 'low', 'medium', 'high')),
        price_information text NOT NULL DEFAULT '',
        ticket_url text NOT NULL DEFAULT '',
        age_groups text[] NOT NULL DEFAULT '{all_ages}'
          CHECK (age_groups <@ ARRAY['all_ages','baby','toddler','child','preteen','teen','adult','senior']
                 AND cardinality(age_groups) > 0),
        is_featured boolean NOT NULL DEFAULT false,
        is_promoted boolean NOT NULL DEFAULT false,
        is_cancelled boolean NOT NULL DEFAULT false,
        is_postponed boolean NOT NULL DEFAULT false,
        use_poi_times boolean NOT NULL DEFAULT false,
        date_start date,
        date_end date,
        image_primary text,
        image_thumbnail text,
        published boolean NOT NULL DEFAULT true,
        recertify boolean NOT NULL DEFAULT false,
        search_vector tsvector NOT NULL DEFAULT ''::tsvector,
        created timestamptz NOT NULL DEFAULT now(),
        updated timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT events_slug_key UNIQUE (slug),
        CONSTRAINT events_online_url CHECK (is_online = false OR online_url <> ''),
        CONSTRAINT events_setting CHECK (is_online OR is_in_person)
      )`);
    await q.query('CREATE INDEX events_venue_idx ON events (venue_id)');
    await q.query('CREATE INDEX events_search_vector_idx ON events USING gin (search_vector)');
    await q.query('CREATE INDEX events_name_trgm_idx ON events USING gin (name gin_trgm_ops)');

    // The keyword vector covers the event's name, description, venue and category (spec: keyword search).
    await q.query(`
      CREATE FUNCTION event_search_vector(e events) RETURNS tsvector LANGUAGE sql STABLE AS $$
        SELECT setweight(to_tsvector('english', e.name), 'A')
            || setweight(to_tsvector('english', coalesce((SELECT v.name || ' ' || v.city FROM venues v WHERE v.id = e.venue_id), '')), 'B')
            || setweight(to_tsvector('english', coalesce((SELECT t.name::text FROM event_types t WHERE t.id = e.event_type_id), '')), 'B')
            || setweight(to_tsvector('english', left(regexp_replace(e.description, '<[^>]*>', ' ', 'g'), 4000)), 'D')
      $$`);
    await q.query(`
      CREATE FUNCTION events_set_search_vector() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        NEW.search_vector := event_search_vector(NEW);
        RETURN NEW;
      END $$`);
    await q.query(`
      CREATE TRIGGER events_search_vector_trg BEFORE INSERT OR UPDATE OF name, description, venue_id, event_type_id
      ON events FOR EACH ROW EXECUTE FUNCTION events_set_search_vector()`);
    await q.query(`
      CREATE FUNCTION venues_refresh_event_vectors() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        UPDATE events e SET search_vector = event_search_vector(e) WHERE e.venue_id = NEW.id;
        RETURN NULL;
      END $$`);
    await q.query(`
      CREATE TRIGGER venues_event_vectors_trg AFTER UPDATE OF name, city ON venues
      FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name OR OLD.city IS DISTINCT FROM NEW.city)
      EXECUTE FUNCTION venues_refresh_event_vectors()`);

    // A recurrence series: local wall-clock times plus an iCalendar rule (DTSTART/RRULE/EXDATE/RDATE lines,
    // floating local dates) that the occurrence job expands in the venue's time zone.
    await q.query(`
      CREATE TABLE event_dates (
        id serial PRIMARY KEY,
        event_id integer NOT NULL REFERENCES events (id) ON DELETE CASCADE,
        frequency text NOT NULL
          CHECK (frequency IN ('once', 'daily', 'weekly', 'monthlyByDate', 'monthlyBySetPos', 'yearly', 'custom')),
        date_recur text NOT NULL,
        time_start time NOT NULL,
        time_end time,
        created timestamptz NOT NULL DEFAULT now(),
        updated timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query('CREATE INDEX event_dates_event_idx ON event_dates (event_id)');

    await q.query(`
      CREATE TABLE event_occurrences (
        id bigserial PRIMARY KEY,
        event_id integer NOT NULL REFERENCES events (id) ON DELETE CASCADE,
        event_date_id integer NOT NULL REFERENCES event_dates (id) ON DELETE CASCADE,
        starts_at timestamptz NOT NULL,
        ends_at timestamptz,
        local_day date NOT NULL,
        CONSTRAINT event_occurrences_series_start_key UNIQUE (event_date_id, starts_at)
      )`);
    await q.query('CREATE INDEX event_occurrences_event_start_idx ON event_occurrences (event_id, starts_at)');

    await q.query(`
      CREATE TABLE event_search (
        day date NOT NULL,
        prev_day date,
        starts_at timestamptz NOT NULL,
        occurrence_id bigint NOT NULL,
        event_id integer NOT NULL REFERENCES events (id) ON DELETE CASCADE,
        venue_id integer NOT NULL,
        lat double precision NOT NULL,
        lon double precision NOT NULL,
        event_type_id smallint NOT NULL,
        price_rank smallint NOT NULL,
        age_bits smallint NOT NULL,
        is_online boolean NOT NULL,
        is_in_person boolean NOT NULL,
        is_global boolean NOT NULL,
        is_featured boolean NOT NULL
      )`);
    await q.query('CREATE INDEX event_search_day_idx ON event_search (day)');
    await q.query('CREATE INDEX event_search_event_idx ON event_search (event_id)');

    // Rebuilds the search rows of the given events from their occurrences; the occurrence job and every
    // event or venue write call it, so the listing never reads the wide tables to filter.
    await q.query(`
      CREATE FUNCTION refresh_event_search(ids integer[]) RETURNS void LANGUAGE sql AS $$
        DELETE FROM event_search WHERE event_id = ANY (ids);
        INSERT INTO event_search (day, prev_day, starts_at, occurrence_id, event_id, venue_id, lat, lon,
                                  event_type_id, price_rank, age_bits, is_online, is_in_person, is_global, is_featured)
        SELECT o.local_day, o.prev_day, o.starts_at, o.id, e.id, v.id, v.lat, v.lon,
               e.event_type_id,
               array_position(ARRAY['free', 'low', 'medium', 'high'], e.price) - 1,
               (SELECT coalesce(sum(1 << (array_position(
                         ARRAY['all_ages','baby','toddler','child','preteen','teen','adult','senior'], g) - 1)), 0)
                  FROM unnest(e.age_groups) g)::smallint,
               e.is_online, e.is_in_person, e.is_global, e.is_featured
        FROM (
          SELECT oc.*, lag(oc.local_day) OVER (PARTITION BY oc.event_id ORDER BY oc.starts_at, oc.id) AS prev_day
          FROM event_occurrences oc
          WHERE oc.event_id = ANY (ids)
        ) o
        JOIN events e ON e.id = o.event_id
        JOIN venues v ON v.id = e.venue_id
        WHERE e.published AND v.published
        ORDER BY o.local_day;
      $$`);

    await q.query(`
      CREATE TABLE search_ads (
        id serial PRIMARY KEY,
        title text NOT NULL,
        description text NOT NULL DEFAULT '',
        image text,
        url text NOT NULL,
        button_text text NOT NULL DEFAULT 'Learn More',
        event_type_ids integer[] NOT NULL DEFAULT '{}',
        keywords text[] NOT NULL DEFAULT '{}',
        active boolean NOT NULL DEFAULT true,
        starts_on date,
        ends_on date,
        weight integer NOT NULL DEFAULT 1 CHECK (weight > 0),
        created timestamptz NOT NULL DEFAULT now(),
        updated timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`
      CREATE TABLE search_ad_impressions (
        ad_id integer NOT NULL REFERENCES search_ads (id) ON DELETE CASCADE,
        day date NOT NULL,
        impressions integer NOT NULL DEFAULT 0,
        PRIMARY KEY (ad_id, day)
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE IF EXISTS search_ad_impressions, search_ads');
    await q.query('DROP FUNCTION IF EXISTS refresh_event_search(integer[])');
    await q.query('DROP TABLE IF EXISTS event_search, event_occurrences, event_dates');
    await q.query('DROP TRIGGER IF EXISTS venues_event_vectors_trg ON venues');
    await q.query('DROP FUNCTION IF EXISTS venues_refresh_event_vectors()');
    await q.query('DROP TABLE IF EXISTS events');
    await q.query('DROP FUNCTION IF EXISTS events_set_search_vector(), event_search_vector(events)');
    await q.query('DROP TABLE IF EXISTS venue_open_times, venues');
  }
}
