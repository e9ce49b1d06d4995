/** SQL of the saved-search alerts and feeds, kept readable so it can be EXPLAINed as is. */
import { CALENDAR_EVENT_ROWS, SPANISH_EVENT_TEXT_COLUMNS } from '../calendar/calendar-event.read-model.js';
import { notEndedAt } from '../cards/occurrence.read-model.js';
import { SAVED_SEARCH_COLUMNS } from '../saved-searches/saved-search.read-model.js';

/**
 * The next users (after $1, at most $2, by id; only user $4 unless null) who have a saved search with a channel on (its
 * e-mail alerts, or a device it pushes to), with whether their digest of day $3 is settled (sent, being sent, or
 * nothing to mail) or they cannot get mail (a deactivated account). Each branch walks its own index
 * (saved_searches_active_user_idx, push_devices_user_idx) in user order.
 */
export const ALERT_USERS_BATCH_SQL = `
  WITH batch AS (
    SELECT user_id FROM (
      (SELECT DISTINCT s.user_id FROM saved_searches s
       WHERE s.is_active AND s.user_id > $1 AND ($4::int IS NULL OR s.user_id = $4::int)
       ORDER BY s.user_id
       LIMIT $2)
      UNION
      (SELECT DISTINCT d.user_id FROM push_devices d
       WHERE d.user_id > $1 AND ($4::int IS NULL OR d.user_id = $4::int)
         AND EXISTS (SELECT 1 FROM push_device_searches l WHERE l.device_id = d.id)
       ORDER BY d.user_id
       LIMIT $2)
    ) u
    ORDER BY user_id
    LIMIT $2)
  SELECT b.user_id AS id, u.email::text AS email, coalesce(u.distance_units, 'mi') AS distance_units, u.language,
         u.id IS NULL OR EXISTS (
           SELECT 1 FROM alert_digests d
           WHERE d.user_id = b.user_id AND d.send_day = $3::date AND d.status IN ('sent', 'sending', 'empty')) AS settled
  FROM batch b LEFT JOIN users u ON u.id = b.user_id AND u.is_active
  ORDER BY b.user_id`;

/** A saved search has a channel on: its e-mail alerts, or a device it pushes to (issue 32). */
const HAS_CHANNEL = `(s.is_active OR EXISTS (SELECT 1 FROM push_device_searches l WHERE l.saved_search_id = s.id))`;

/** The saved searches of users $1 (int[]) with a channel on, by user then oldest first. */
export const ALERT_SEARCHES_OF_USERS_SQL = `
  SELECT ${SAVED_SEARCH_COLUMNS}, s.user_id
  FROM saved_searches s
  LEFT JOIN search_addresses a ON a.id = s.address_id
  WHERE s.user_id = ANY($1::int[]) AND ${HAS_CHANNEL}
  ORDER BY s.user_id, s.id`;

/** Any user's saved search $1 with its owner's address, units and language (staff preview and test send). */
export const SEARCH_WITH_OWNER_SQL = `
  SELECT ${SAVED_SEARCH_COLUMNS}, s.user_id, u.email::text AS owner_email, u.distance_units AS owner_units, u.language AS owner_language
  FROM saved_searches s
  JOIN users u ON u.id = s.user_id
  LEFT JOIN search_addresses a ON a.id = s.address_id
  WHERE s.id = $1`;

/**
 * The saved search whose feed secret is $1 (none after a revoke), with its owner's units and the catalogue's
 * generation (widget_render_generation: it moves with every committed catalogue write), which feed answers are kept by.
 */
export const SEARCH_BY_FEED_TOKEN_SQL = `
  SELECT ${SAVED_SEARCH_COLUMNS}, s.user_id, u.distance_units AS owner_units,
         (SELECT generation FROM widget_render_generation WHERE singleton)::text AS catalogue_generation
  FROM saved_searches s
  JOIN users u ON u.id = s.user_id
  LEFT JOIN search_addresses a ON a.id = s.address_id
  WHERE s.feed_token = $1`;

/**
 * Of the (search $1, event $2) pairs (int[], int[]) of events listed for searches, those the search has not covered
 * yet; a pair whose $3 (timestamptz[]: the search's creation, for a search no digest has covered) is set only when
 * the event was created, or changed in what a search matches, after it.
 */
export const NEW_EVENTS_SQL = `
  SELECT p.search_id, p.event_id
  FROM unnest($1::int[], $2::int[], $3::timestamptz[]) AS p(search_id, event_id, changed_after)
  JOIN events e ON e.id = p.event_id
  WHERE NOT EXISTS (SELECT 1 FROM alert_seen_events x WHERE x.saved_search_id = p.search_id AND x.event_id = p.event_id)
    AND (p.changed_after IS NULL OR greatest(e.created, e.matched_fields_changed) > p.changed_after)`;

/**
 * Takes user $1's digest of day $2 for this run: a new row, or a row whose last run failed. No row back: the
 * digest is settled or another run holds it, and this run leaves it alone.
 */
export const CLAIM_DIGEST_SQL = `
  INSERT INTO alert_digests (user_id, send_day, status) VALUES ($1, $2::date, 'sending')
  ON CONFLICT (user_id, send_day) DO UPDATE SET status = 'sending', updated = now()
    WHERE alert_digests.status = 'failed'
  RETURNING user_id`;

/** Records how user $1's digest of day $2 ended: $3 status, $4 tries made in this run, $5 events, $6 error. */
export const FINISH_DIGEST_SQL = `
  UPDATE alert_digests
  SET status = $3, attempts = attempts + $4, event_count = $5, last_error = $6, updated = now()
  WHERE user_id = $1 AND send_day = $2::date`;

/**
 * A digest that failed before or around its mail (a query of its listings timed out, the row could not be written):
 * user $1, day $2, $3 why. Recorded failed so the next run takes it again, unless it was sent or settled meanwhile.
 */
export const RECORD_RUN_FAILURE_SQL = `
  INSERT INTO alert_digests (user_id, send_day, status, last_error) VALUES ($1, $2::date, 'failed', $3)
  ON CONFLICT (user_id, send_day) DO UPDATE SET status = 'failed', last_error = EXCLUDED.last_error, updated = now()
    WHERE alert_digests.status IN ('sending', 'failed')`;

/** Settles a digest with nothing new: user $1, day $2 (a digest taken by another run is left as it is). */
export const SETTLE_EMPTY_DIGEST_SQL = `
  INSERT INTO alert_digests (user_id, send_day, status) VALUES ($1, $2::date, 'empty')
  ON CONFLICT (user_id, send_day) DO NOTHING`;

/** Marks events covered: pairs of search ids $1 (int[]) and event ids $2 (int[]). */
export const MARK_SEEN_SQL = `
  INSERT INTO alert_seen_events (saved_search_id, event_id)
  SELECT s, e FROM unnest($1::int[], $2::int[]) AS p(s, e)
  ON CONFLICT DO NOTHING`;

/**
 * The published events at published venues that are cancelled and have an occurrence not ended at $1, soonest first:
 * what a digest run can tell cancelled (read once per run; events_cancelled_idx holds only cancelled events).
 */
export const CANCELLED_EVENTS_SQL = `
  SELECT e.id
  FROM events e
  JOIN venues v ON v.id = e.venue_id
  JOIN LATERAL (
    SELECT min(o.starts_at) AS starts_at FROM event_occurrences o WHERE o.event_id = e.id AND ${notEndedAt('$1::timestamptz')}
  ) nxt ON nxt.starts_at IS NOT NULL
  WHERE e.status = 'cancelled' AND e.published AND v.published
  ORDER BY nxt.starts_at, e.id`;

/**
 * Of searches $1 (int[]) and cancelled events $2 (int[]), the (search, event) pairs a digest covered and has not yet
 * told cancelled, when the event is still cancelled. Probes the primary key of alert_seen_events.
 */
export const CANCELLATIONS_TO_TELL_SQL = `
  SELECT x.saved_search_id AS search_id, x.event_id
  FROM alert_seen_events x
  JOIN events e ON e.id = x.event_id AND e.status = 'cancelled'
  WHERE x.saved_search_id = ANY($1::int[]) AND x.event_id = ANY($2::int[]) AND x.cancellation_told IS NULL`;

/** A sent digest told at $3 that events are cancelled: pairs of search ids $1 (int[]) and event ids $2 (int[]). */
export const MARK_CANCELLATIONS_TOLD_SQL = `
  UPDATE alert_seen_events x SET cancellation_told = $3
  FROM unnest($1::int[], $2::int[]) AS p(s, e)
  WHERE x.saved_search_id = p.s AND x.event_id = p.e AND x.cancellation_told IS NULL`;

/** Searches $1 (int[]) were covered by a digest at $2 (their edit time stays). */
export const MARK_ALERTED_SQL = `UPDATE saved_searches SET last_alerted = $2 WHERE id = ANY($1::int[])`;

/** The (id, name) of the searches whose unsubscribe tokens are $1 (text[]), and their owners' saved languages. */
export const SEARCHES_BY_UNSUBSCRIBE_TOKENS_SQL = `
  SELECT s.id, s.search_name, u.language AS owner_language
  FROM saved_searches s JOIN users u ON u.id = s.user_id
  WHERE s.unsubscribe_token = ANY($1::text[]) ORDER BY s.id`;

/**
 * Turns off the alerts of the searches whose unsubscribe tokens are $1 (text[]); answers their names and owners'
 * languages (a statement that answers rows: the driver gives an UPDATE's RETURNING rows with its count).
 */
export const UNSUBSCRIBE_SQL = `
  WITH turned_off AS (
    UPDATE saved_searches SET is_active = false WHERE unsubscribe_token = ANY($1::text[])
    RETURNING id, search_name, user_id)
  SELECT o.id, o.search_name, u.language AS owner_language
  FROM turned_off o JOIN users u ON u.id = o.user_id
  ORDER BY o.id`;

/** What a feed entry shows of published events $1 (int[]) at published venues. */
export const FEED_EVENTS_SQL = `${CALENDAR_EVENT_ROWS}
  WHERE e.id = ANY($1::int[]) AND e.published AND v.published`;

/**
 * The producers' Spanish name and description of events $1 (int[]) and their venues' Spanish names ('' where none;
 * issue 31), which a feed in Spanish shows in place of the English ones of FEED_EVENTS_SQL.
 */
export const FEED_SPANISH_TEXTS_SQL = `
  SELECT e.id, ${SPANISH_EVENT_TEXT_COLUMNS}
  FROM events e
  JOIN venues v ON v.id = e.venue_id
  WHERE e.id = ANY($1::int[])`;

/**
 * The occurrences of events $1 (int[]) whose local day lies in [$2, $3], the soonest $4 (earliest first); two
 * series of one event starting at the same instant give one entry. Range scans on event_occurrences_event_start_idx.
 */
export const FEED_OCCURRENCES_SQL = `
  SELECT d.event_id, d.starts_at, d.ends_at
  FROM (
    SELECT DISTINCT ON (o.event_id, o.starts_at) o.event_id, o.starts_at, o.ends_at
    FROM event_occurrences o
    WHERE o.event_id = ANY($1::int[])
      AND o.local_day BETWEEN $2::date AND $3::date
    ORDER BY o.event_id, o.starts_at, o.ends_at DESC NULLS LAST
  ) d
  ORDER BY d.starts_at, d.event_id
  LIMIT $4`;

/** The earliest time any search with a channel on was last covered (or saved, when never covered). */
export const EARLIEST_ALERT_SINCE_SQL = `
  SELECT min(coalesce(s.last_alerted, s.created)) AS since FROM saved_searches s WHERE ${HAS_CHANNEL}`;

/**
 * Published events created, or changed in what a search matches (matched_fields_changed), after $1, by the later of
 * the two, oldest first: the candidates of a digest run. An edit of anything else never makes an event one.
 */
export const RECENT_EVENTS_SQL = `
  SELECT e.id, greatest(e.created, e.matched_fields_changed) AS changed
  FROM events e
  WHERE (e.created > $1 OR e.matched_fields_changed > $1) AND e.published
  ORDER BY changed, e.id`;

/** The account whose e-mail is $1 (citext: any case). */
export const USER_ID_BY_EMAIL_SQL = `SELECT id FROM users WHERE email = $1`;
