import { SAVED_SEARCH_COLUMNS } from './saved-search.read-model.js';

/** SQL of the saved searches, kept readable so it can be EXPLAINed as is. */

/** One saved search of its owner (none for another user's). $1 user id, $2 id. */
export const OWN_SAVED_SEARCH_SQL = `
  SELECT ${SAVED_SEARCH_COLUMNS}
  FROM saved_searches s
  LEFT JOIN search_addresses a ON a.id = s.address_id
  WHERE s.id = $2 AND s.user_id = $1`;

/** One page of a user's saved searches, the latest by `timestamp` first. $1 user id, $2 limit, $3 offset. */
function savedSearchPageSql(timestamp: 'updated' | 'created'): string {
  return `
    SELECT ${SAVED_SEARCH_COLUMNS}
    FROM saved_searches s
    LEFT JOIN search_addresses a ON a.id = s.address_id
    WHERE s.user_id = $1
    ORDER BY s.${timestamp} DESC, s.id DESC
    LIMIT $2 OFFSET $3`;
}

/** One page of a user's saved searches, per ordering of the list. $1 user id, $2 limit, $3 offset. */
export const SAVED_SEARCH_PAGE_SQL = {
  '-updated': savedSearchPageSql('updated'),
  '-created': savedSearchPageSql('created'),
} as const;

export const COUNT_SAVED_SEARCHES_SQL = `SELECT count(*)::int AS total FROM saved_searches WHERE user_id = $1`;

/** The (id, name) of every saved search of a user, by name, for the user context. $1 user id. */
export const SAVED_SEARCH_NAMES_SQL = `
  SELECT id, search_name FROM saved_searches WHERE user_id = $1 ORDER BY lower(search_name), id`;

/** The stored fields of a saved search, in the order of SavedSearchValues (saved-searches.repository.ts). */
const VALUE_COLUMNS = `search_name, radius, pretty_date, named_date, date_start, date_end, keyword, event_setting,
  age_groups, prices, event_type_ids, is_active, default_loc_id, address_id`;

/**
 * $1 user id, $2.. $15 the values, $16 the product clock's now: the digest tells new events by their creation after
 * the search's, on that clock.
 */
export const INSERT_SAVED_SEARCH_SQL = `
  INSERT INTO saved_searches (user_id, ${VALUE_COLUMNS}, created, updated)
  VALUES ($1, $2, $3, $4, $5, $6::date, $7::date, $8, $9, $10::text[], $11::text[], $12::int[], $13, $14, $15, $16, $16)
  RETURNING id`;

/**
 * Replaces every stored field and marks the search edited at $17 (the product clock's now); answers whether the
 * owner's row existed. $1 user id, $2 id, $3.. $16 the values.
 */
export const UPDATE_SAVED_SEARCH_SQL = `
  WITH changed AS (
    UPDATE saved_searches SET (${VALUE_COLUMNS}, updated) =
      ($3, $4, $5, $6, $7::date, $8::date, $9, $10, $11::text[], $12::text[], $13::int[], $14, $15, $16, $17)
    WHERE id = $2 AND user_id = $1
    RETURNING 1)
  SELECT count(*) > 0 AS changed FROM changed`;

/** Answers whether the owner's row existed. $1 user id, $2 id. */
export const DELETE_SAVED_SEARCH_SQL = `
  WITH removed AS (DELETE FROM saved_searches WHERE id = $2 AND user_id = $1 RETURNING 1)
  SELECT count(*) > 0 AS removed FROM removed`;

/** The ids among $1 (int[]) that are not event types. */
export const UNKNOWN_EVENT_TYPE_IDS_SQL = `
  SELECT u.id FROM unnest($1::int[]) AS u(id)
  WHERE NOT EXISTS (SELECT 1 FROM event_types t WHERE t.id = u.id)
  ORDER BY u.id`;

/** The user's distance units (mi or km): the unit of a saved search's radius. $1 user id. */
export const USER_DISTANCE_UNITS_SQL = `SELECT distance_units FROM users WHERE id = $1`;

/** A new random feed secret for the owner's search (the old feed addresses stop working); answers whether it existed. $1 user id, $2 id. */
export const REVOKE_FEED_TOKEN_SQL = `
  WITH changed AS (
    UPDATE saved_searches SET feed_token = replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '')
    WHERE id = $2 AND user_id = $1
    RETURNING 1)
  SELECT count(*) > 0 AS changed FROM changed`;
