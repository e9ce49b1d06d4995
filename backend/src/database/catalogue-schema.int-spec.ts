import { TaxonomyModule } from '../modules/taxonomy/taxonomy.module.js';
import { useTestApp } from '../testing/test-app.js';

/** The search rows the catalogue migration's SQL function derives from venues, events and occurrences. */
describe('catalogue schema', () => {
  const t = useTestApp({ modules: [TaxonomyModule] });

  it('derives one first-in-range row per event from occurrences via prev_day', async () => {
    const [venue] = await t.db.query(
      `INSERT INTO venues (slug, name, city, state, lat, lon) VALUES ('colonial', 'Colonial Theatre', 'Pittsfield', 'MA', 42.45, -73.25) RETURNING id, earth IS NOT NULL AS has_earth`,
    );
    expect(venue.has_earth).toBe(true);
    const [event] = await t.db.query(
      `INSERT INTO events (slug, name, event_type_id, venue_id, price, age_groups, description)
       VALUES ('jazz', 'Jazz Night', 12, $1, 'low', '{adult,senior}', '<b>Live</b> jazz') RETURNING id, search_vector::text AS v`,
      [venue.id],
    );
    expect(event.v).toContain('coloni');
    expect(event.v).toContain('music');
    const [series] = await t.db.query(
      `INSERT INTO event_dates (event_id, frequency, date_recur, time_start) VALUES ($1, 'daily', 'DTSTART:20261201', '19:00') RETURNING id`,
      [event.id],
    );
    await t.db.query(
      `INSERT INTO event_occurrences (event_id, event_date_id, starts_at, local_day)
       SELECT $1, $2, (d::date + time '19:00') AT TIME ZONE 'America/New_York', d::date
       FROM generate_series(date '2026-12-01', date '2026-12-05', interval '1 day') d`,
      [event.id, series.id],
    );
    await t.db.query('SELECT refresh_event_search($1)', [[event.id]]);
    const rows = await t.db.query(
      `SELECT day::text, price_rank, age_bits FROM event_search
       WHERE day BETWEEN '2026-12-03' AND '2026-12-04' AND (prev_day IS NULL OR prev_day < '2026-12-03')`,
    );
    expect(rows).toEqual([{ day: '2026-12-03', price_rank: 1, age_bits: (1 << 6) | (1 << 7) }]);
  });
});
