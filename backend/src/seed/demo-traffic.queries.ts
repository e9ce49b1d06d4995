/**
 * SQL of the demo traffic seed (traffic-demo.seeder.ts): 90 days of plausible figures, up to $1 (the region's
 * yesterday, so the first rollup of today's real traffic replaces nothing), for the venues someone manages, their
 * events and the calendars of their producers. Each figure is a base per object, a Friday-to-Sunday peak, a slow
 * growth over the span and a day's noise, all from hashes of the object and the day, so a seed is repeatable.
 */

/** The 90 days, with a weekend factor and a growth factor, and a noise in [0.7, 1.3) per key and day. */
const SPAN = `
  span AS (
    SELECT d::date AS day,
           CASE WHEN extract(isodow FROM d) IN (5, 6, 7) THEN 1.5 ELSE 1.0 END AS weekend,
           0.7 + 0.6 * (row_number() OVER (ORDER BY d)) / 90.0 AS growth
    FROM generate_series($1::date - 89, $1::date, interval '1 day') AS d
  )`;

/** A repeatable fraction in [0, 1) of a text key. */
const fraction = (key: string) => `((abs(hashtext(${key})) % 1000) / 1000.0)`;

/** The day's figure of an object whose base is `base`: peaks, growth and noise applied. */
const daily = (base: string, key: string) => `round((${base}) * span.weekend * span.growth * (0.7 + 0.6 * ${fraction(`${key} || span.day::text`)}))`;

/** Whether the demo traffic is there already (the site's figures exist only once traffic was seeded or rolled up). */
export const HAS_TRAFFIC_SQL = `SELECT EXISTS (SELECT 1 FROM analytics_site_daily) AS found`;

/** Page views of each managed venue's pages per day, with visitors, sessions and time in proportion. */
export const SEED_VENUE_DAYS_SQL = `
  WITH ${SPAN},
  managed AS (SELECT DISTINCT venue_id AS id FROM venue_managers),
  figures AS (
    SELECT managed.id, span.day, ${daily(`12 + 30 * ${fraction(`'venue' || managed.id::text`)}`, `'venue' || managed.id::text`)}::int AS views
    FROM managed CROSS JOIN span
  )
  INSERT INTO analytics_venue_daily (venue_id, day, views, visitors, sessions, session_seconds)
  SELECT id, day, views, round(views * 0.72)::int, round(views * 0.55)::int, round(views * 0.55 * 95)::bigint
  FROM figures
  ON CONFLICT DO NOTHING`;

/** Card and detail impressions of each managed venue and of each of its events per day. */
export const SEED_IMPRESSIONS_SQL = `
  WITH ${SPAN},
  objects AS (
    SELECT 'poi' AS kind, v.id, 40 + 80 * ${fraction(`'poi' || v.id::text`)} AS base
    FROM venues v WHERE EXISTS (SELECT 1 FROM venue_managers m WHERE m.venue_id = v.id)
    UNION ALL
    SELECT 'event', e.id, 8 + 30 * ${fraction(`'event' || e.id::text`)}
    FROM events e WHERE EXISTS (SELECT 1 FROM venue_managers m WHERE m.venue_id = e.venue_id)
  ),
  cards AS (
    SELECT objects.kind, objects.id, span.day, ${daily('objects.base', `objects.kind || objects.id::text`)}::int AS card
    FROM objects CROSS JOIN span
  )
  INSERT INTO impression_daily (kind, object_id, day, count)
  SELECT kind || '_card', id, day, card FROM cards
  UNION ALL
  SELECT kind || '_detail', id, day, round(card * 0.22)::int FROM cards
  ON CONFLICT DO NOTHING`;

/** The site's impressions per kind and day, as the rollup keeps them: the sums of impression_daily. */
export const SEED_IMPRESSION_KINDS_SQL = `
  INSERT INTO analytics_impression_kinds_daily (day, kind, count)
  SELECT day, kind, sum(count) FROM impression_daily
  WHERE day BETWEEN $1::date - 89 AND $1::date
  GROUP BY day, kind
  ON CONFLICT (day, kind) DO UPDATE SET count = EXCLUDED.count`;

/** The whole site's figures per day: listings and the home page, plus the managed venues' pages. */
export const SEED_SITE_DAYS_SQL = `
  WITH ${SPAN},
  figures AS (
    SELECT span.day,
           ${daily('420', `'site'`)}::int + coalesce((SELECT sum(v.views) FROM analytics_venue_daily v WHERE v.day = span.day), 0)::int AS views
    FROM span
  )
  INSERT INTO analytics_site_daily (day, views, visitors, sessions, session_seconds)
  SELECT day, views, round(views * 0.64)::int, round(views * 0.41)::int, round(views * 0.41 * 128)::bigint
  FROM figures
  ON CONFLICT DO NOTHING`;

/** Loads of each producer's calendars on two partner sites per day, and the event clicks in them. */
export const SEED_WIDGET_DAYS_SQL = `
  WITH ${SPAN},
  hosts (host, share) AS (VALUES ('www.northamptonarts.example', 1.0), ('calendar.valleyfolk.example', 0.45)),
  figures AS (
    SELECT w.id, span.day, hosts.host, ${daily(`(15 + 35 * ${fraction(`'widget' || w.id::text`)}) * hosts.share`, `'widget' || w.id::text || hosts.host`)}::int AS loads
    FROM widgets w CROSS JOIN span CROSS JOIN hosts
    WHERE EXISTS (SELECT 1 FROM venue_managers m WHERE m.user_id = w.user_id)
  )
  INSERT INTO widget_hits_daily (widget_id, day, host, widget_hit_ct, event_hit_ct)
  SELECT id, day, host, loads, round(loads * 0.3)::bigint FROM figures
  ON CONFLICT DO NOTHING`;
