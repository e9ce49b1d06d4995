/** SQL of the producers module: who manages which venue, kept readable so it can be EXPLAINed as is. */

/**
 * The number of events of venue `v` still to come at $2 (the product clock's now): an occurrence that has not ended,
 * or not started when it has no end.
 */
const UPCOMING_EVENTS_OF_V = `
  (SELECT count(*)::int
     FROM events e
    WHERE e.venue_id = v.id
      AND EXISTS (SELECT 1 FROM event_occurrences o
                   WHERE o.event_id = e.id AND coalesce(o.ends_at, o.starts_at) >= $2))`;

/** The venues user $1 manages with the number of their events still to come at $2. */
export const MANAGED_VENUES_SQL = `
  SELECT v.id, v.name, m.is_billing_contact, ${UPCOMING_EVENTS_OF_V} AS upcoming_events
  FROM venue_managers m
  JOIN venues v ON v.id = m.venue_id
  WHERE m.user_id = $1
  ORDER BY v.name, v.id`;

export const ADD_VENUE_MANAGER_SQL = `
  INSERT INTO venue_managers (user_id, venue_id, is_billing_contact)
  VALUES ($1, $2, $3)
  ON CONFLICT (user_id, venue_id) DO UPDATE SET is_billing_contact = EXCLUDED.is_billing_contact`;

/** Published venues for demo producers: the first ones nobody manages yet, then any. $1 how many. */
export const VENUES_FOR_DEMO_PRODUCER_SQL = `
  SELECT v.id, v.name
  FROM venues v
  WHERE v.published
  ORDER BY EXISTS (SELECT 1 FROM venue_managers m WHERE m.venue_id = v.id), v.id
  LIMIT $1`;

/**
 * The demo producer's two venues, so a newcomer sees both sides of the quota: the first unmanaged published venue
 * with room for at least three more events on the demo plan ($1 its allowance), then the first at exactly the
 * allowance; events to come counted at $2 (the product clock's now) as MANAGED_VENUES_SQL counts them.
 */
export const SHOWCASE_VENUES_SQL = `
  WITH free AS (
    SELECT v.id, v.name, ${UPCOMING_EVENTS_OF_V} AS upcoming_events
    FROM venues v
    WHERE v.published AND NOT EXISTS (SELECT 1 FROM venue_managers m WHERE m.venue_id = v.id)
  )
  (SELECT id, name FROM free WHERE upcoming_events BETWEEN 1 AND $1 - 3 ORDER BY id LIMIT 1)
  UNION ALL
  (SELECT id, name FROM free WHERE upcoming_events = $1 ORDER BY id LIMIT 1)`;

/** 1 when the user manages the venue. $1 user, $2 venue. */
export const MANAGES_VENUE_SQL = `
  SELECT 1 FROM venue_managers WHERE user_id = $1 AND venue_id = $2`;

/** 1 when the user manages the event's venue. $1 user, $2 event. */
export const MANAGES_EVENT_SQL = `
  SELECT 1
  FROM events e
  JOIN venue_managers m ON m.venue_id = e.venue_id AND m.user_id = $1
  WHERE e.id = $2`;
