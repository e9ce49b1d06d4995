import type { EventTypeOrdering } from '@events/contracts/event-types';
import { CATALOGUE_GENERATION_SQL } from '../../common/cache/catalogue-generation.js';

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
    SELECT id, name::text AS name, name_es
    FROM event_types
    WHERE ${EVENT_TYPE_FILTER}
    ORDER BY ${EVENT_TYPE_ORDER_BY[ordering]}
    LIMIT $3 OFFSET $4`;
}

export const COUNT_EVENT_TYPES_SQL = `
  SELECT count(*)::int AS total
  FROM event_types
  WHERE ${EVENT_TYPE_FILTER}`;

/**
 * The validator of the public list of event types, read before a page of it (issue 28): the catalogue's generation,
 * which every write of event_types moves.
 */
export const EVENT_TYPES_VALIDATOR_SQL = `SELECT ${CATALOGUE_GENERATION_SQL} AS generation`;

/** Serialises seeding between backend instances starting at the same time. */
export const LOCK_EVENT_TYPE_SEEDING_SQL = `SELECT pg_advisory_xact_lock(hashtext('events:seed:event_types'))`;

/**
 * The spec's categories, in display order (ids follow it), into a table that has none: a first start. $1 the names,
 * $2 their Spanish names in the same order. Once there are categories, superusers own them (a renamed one is not
 * added back under its old name, nor a Spanish name they cleared).
 */
export const INSERT_FIRST_EVENT_TYPES_SQL = `
  INSERT INTO event_types (name, name_es)
  SELECT wanted.name, wanted.name_es
  FROM unnest($1::text[], $2::text[]) WITH ORDINALITY AS wanted(name, name_es, position)
  WHERE NOT EXISTS (SELECT 1 FROM event_types)
  ORDER BY wanted.position
  RETURNING id`;

/** Every category with how many events are in it (one pass over events), in id order. */
export const LIST_CATEGORIES_WITH_COUNTS_SQL = `
  SELECT t.id, t.name::text AS name, t.name_es, coalesce(c.events, 0)::int AS events
  FROM event_types t
  LEFT JOIN (SELECT event_type_id, count(*) AS events FROM events GROUP BY event_type_id) c ON c.event_type_id = t.id
  ORDER BY t.id`;

/** $1 name, $2 Spanish name; no row when the name is taken in any letter case (citext). */
export const INSERT_CATEGORY_SQL = `
  INSERT INTO event_types (name, name_es) VALUES ($1, $2)
  ON CONFLICT (name) DO NOTHING
  RETURNING id, name::text AS name, name_es, 0 AS events`;

/**
 * $1 id, $2 name, $3 Spanish name; no row when the id is unknown. A name taken by another category fails on
 * event_types_name_key. `previous` and `previous_es` come from the self-join, which reads the row as it was before
 * this statement.
 */
export const RENAME_CATEGORY_SQL = `
  UPDATE event_types t SET name = $2, name_es = $3, updated = now()
  FROM event_types previous
  WHERE t.id = $1 AND previous.id = t.id
  RETURNING t.id, t.name::text AS name, t.name_es, (SELECT count(*)::int FROM events e WHERE e.event_type_id = $1) AS events,
    previous.name::text AS previous, previous.name_es AS previous_es`;

/** $1 id: the keyword vectors of the category's events, which hold its name (event_search_vector). */
export const REFRESH_CATEGORY_EVENT_VECTORS_SQL = `
  UPDATE events e SET search_vector = event_search_vector(e)
  WHERE e.event_type_id = $1`;
