/** SQL of the address book (table search_addresses), kept readable so it can be EXPLAINed as is. */

const ADDRESS_COLUMNS = `id, address_name, street, city, state, postal_code, country, lat, lon, created, updated`;

/** One page of a user's book, the latest by `timestamp` first. $1 user id, $2 limit, $3 offset. */
function addressPageSql(timestamp: 'updated' | 'created'): string {
  return `
  SELECT ${ADDRESS_COLUMNS}
  FROM search_addresses
  WHERE user_id = $1
  ORDER BY ${timestamp} DESC, id DESC
  LIMIT $2 OFFSET $3`;
}

/** One page of a user's book, last edited first. $1 user id, $2 limit, $3 offset. */
export const LIST_ADDRESSES_BY_UPDATED_SQL = addressPageSql('updated');

/** One page of a user's book, last added first. $1 user id, $2 limit, $3 offset. */
export const LIST_ADDRESSES_BY_CREATED_SQL = addressPageSql('created');

export const COUNT_ADDRESSES_SQL = `SELECT count(*)::int AS total FROM search_addresses WHERE user_id = $1`;

/** One address of its owner; another user's id finds nothing. $1 address id, $2 user id. */
export const FIND_ADDRESS_SQL = `SELECT ${ADDRESS_COLUMNS} FROM search_addresses WHERE id = $1 AND user_id = $2`;

/**
 * Adds an address unless the book already holds $10 entries (no row comes back then). $1 user id, $2..$9 the
 * fields, $10 the limit.
 */
export const INSERT_ADDRESS_SQL = `
  INSERT INTO search_addresses (user_id, address_name, street, city, state, postal_code, country, lat, lon)
  SELECT $1, $2, $3, $4, $5, $6, $7, $8, $9
  WHERE (SELECT count(*) FROM search_addresses WHERE user_id = $1) < $10
  RETURNING ${ADDRESS_COLUMNS}`;

/** Replaces the fields of an owner's address (a SELECT, so the driver hands back the row). $1 address id, $2 user id, $3..$10 the fields. */
export const UPDATE_ADDRESS_SQL = `
  WITH changed AS (
    UPDATE search_addresses
    SET address_name = $3, street = $4, city = $5, state = $6, postal_code = $7, country = $8, lat = $9, lon = $10,
        updated = now()
    WHERE id = $1 AND user_id = $2
    RETURNING ${ADDRESS_COLUMNS}
  )
  SELECT * FROM changed`;

/** Removes an owner's address; answers whether there was one. $1 address id, $2 user id. */
export const DELETE_ADDRESS_SQL = `
  WITH removed AS (DELETE FROM search_addresses WHERE id = $1 AND user_id = $2 RETURNING 1)
  SELECT count(*) > 0 AS removed FROM removed`;

/** The point of an owner's address. $1 address id, $2 user id. */
export const ADDRESS_POINT_SQL = `SELECT lat, lon FROM search_addresses WHERE id = $1 AND user_id = $2`;

/** The entries pickers show (user context), last edited first. $1 user id. */
export const ADDRESS_ENTRIES_SQL = `
  SELECT id, address_name AS name, lat, lon
  FROM search_addresses
  WHERE user_id = $1
  ORDER BY updated DESC, id DESC`;
