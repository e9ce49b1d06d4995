import type { EventTypeOrdering } from '@events/contracts/event-types';

/**
 * SQL of the taxonomy module, kept readable so it can be EXPLAINed as is.
 * $1 ids (int[] or NULL), $2 name fragment as a LIKE pattern (or NULL).
 */
const EVENT_TYPE_FILTER = `
  ($1::int[] IS NULL OR id = ANY($1::int[]))
  AND ($2::text IS NULL OR name ILIKE $2::text ESCAPE '\\')`;

export const EVENT_TYPE_ORDER_BY: Record<EventTypeOrdering, string> = {
  id: 'id ASC',
  '-id': 'id DESC',
  name: 'name ASC, id ASC',
  '-name': 'name DESC, id DESC',
};

/** One page of event types; $3 limit, $4 offset. The ORDER BY comes from EVENT_TYPE_ORDER_BY only. */
export function listEventTypesSql(ordering: EventTypeOrdering): string {
  return `
    SELECT id, name::text AS name
    FROM event_types
    WHERE ${EVENT_TYPE_FILTER}
    ORDER BY ${EVENT_TYPE_ORDER_BY[ordering]}
    LIMIT $3 OFFSET $4`;
}

export const COUNT_EVENT_TYPES_SQL = `
  SELECT count(*)::int AS total
  FROM event_types
  WHERE ${EVENT_TYPE_FILTER}`;

/** Serialises seeding between backend instances starting at the same time. */
export const LOCK_EVENT_TYPE_SEEDING_SQL = `SELECT pg_advisory_xact_lock(hashtext('events:seed:event_types'))`;

/** Inserts the names not present yet, in the given order (ids follow display order). $1 text[]. */
export const INSERT_MISSING_EVENT_TYPES_SQL = `
  INSERT INTO event_types (name)
  SELECT wanted.name
  FROM unnest($1::text[]) WITH ORDINALITY AS wanted(name, position)
  WHERE NOT EXISTS (SELECT 1 FROM event_types existing WHERE existing.name = wanted.name::citext)
  ORDER BY wanted.position
  ON CONFLICT (name) DO NOTHING
  RETURNING id`;
