/** SQL of the push devices and their deliveries, kept readable so it can be EXPLAINed as is. */

/** What a device reads as, with the ids of the saved searches pushing to it (push_device_searches' primary key). */
const DEVICE_ROWS = `
  SELECT d.id, d.label, d.endpoint, d.created, d.last_success,
         coalesce(array_agg(l.saved_search_id ORDER BY l.saved_search_id) FILTER (WHERE l.saved_search_id IS NOT NULL), '{}') AS saved_search_ids
  FROM push_devices d
  LEFT JOIN push_device_searches l ON l.device_id = d.id`;

/** The devices of user $1, the last registered first. Walks push_devices_user_idx. */
export const DEVICES_OF_USER_SQL = `${DEVICE_ROWS}
  WHERE d.user_id = $1
  GROUP BY d.id
  ORDER BY d.created DESC, d.id DESC`;

/** Device $2 of user $1 (none for another user's). */
export const DEVICE_OF_USER_SQL = `${DEVICE_ROWS}
  WHERE d.user_id = $1 AND d.id = $2
  GROUP BY d.id`;

/** Locks user $1's row for a registration, so two at once cannot pass the device limit together. */
export const LOCK_USER_SQL = `SELECT id FROM users WHERE id = $1 FOR UPDATE`;

/** The owner of the device with endpoint $1, if one is registered (locked until the registration commits). */
export const ENDPOINT_OWNER_SQL = `SELECT id, user_id FROM push_devices WHERE endpoint = $1 FOR UPDATE`;

/** How many devices user $1 has. */
export const COUNT_DEVICES_SQL = `SELECT count(*)::int AS total FROM push_devices WHERE user_id = $1`;

/**
 * Registers endpoint $2 for user $1 with keys $3 (p256dh) and $4 (auth) and label $5, at $6: a new device, or the
 * device of that endpoint given to user $1 with the new keys and label (it keeps its id and creation time).
 */
export const UPSERT_DEVICE_SQL = `
  INSERT INTO push_devices (user_id, endpoint, p256dh, auth, label, created) VALUES ($1, $2, $3, $4, $5, $6)
  ON CONFLICT (endpoint) DO UPDATE SET user_id = EXCLUDED.user_id, p256dh = EXCLUDED.p256dh, auth = EXCLUDED.auth, label = EXCLUDED.label
  RETURNING id`;

/** Device $1 changed hands: no saved search of its former owner pushes to it any more. */
export const DROP_DEVICE_SEARCHES_SQL = `DELETE FROM push_device_searches WHERE device_id = $1`;

/** Removes device $2 of user $1 (its links and deliveries with it); answers its id, nothing for another user's. */
export const DELETE_DEVICE_OF_USER_SQL = `DELETE FROM push_devices WHERE id = $2 AND user_id = $1 RETURNING id`;

/** Device $2 and saved search $3, when both are user $1's. */
const OWN_PAIR = `
  SELECT d.id AS device_id, s.id AS search_id
  FROM push_devices d
  JOIN saved_searches s ON s.id = $3 AND s.user_id = $1
  WHERE d.id = $2 AND d.user_id = $1`;

/**
 * Saved search $3 pushes to device $2 from $4 on, when both are user $1's; answers whether they are (a link already
 * there stays as it is).
 */
export const ADD_DEVICE_SEARCH_SQL = `
  WITH pair AS (${OWN_PAIR}),
  added AS (
    INSERT INTO push_device_searches (device_id, saved_search_id, created)
    SELECT device_id, search_id, $4 FROM pair
    ON CONFLICT DO NOTHING)
  SELECT count(*) > 0 AS found FROM pair`;

/** Saved search $3 stops pushing to device $2, when both are user $1's; answers whether they are. */
export const REMOVE_DEVICE_SEARCH_SQL = `
  WITH pair AS (${OWN_PAIR}),
  removed AS (
    DELETE FROM push_device_searches l USING pair p
    WHERE l.device_id = p.device_id AND l.saved_search_id = p.search_id)
  SELECT count(*) > 0 AS found FROM pair`;

/** The devices saved searches $1 (int[]) push to, by search. Probes push_device_searches_search_idx. */
export const DEVICES_OF_SEARCHES_SQL = `
  SELECT l.saved_search_id, d.id, d.endpoint, d.p256dh, d.auth
  FROM push_device_searches l
  JOIN push_devices d ON d.id = l.device_id
  WHERE l.saved_search_id = ANY($1::int[])
  ORDER BY l.saved_search_id, d.id`;

/**
 * Takes the notification of search $1 to device $2 on day $3 for this run; no row back when one was taken before
 * (by this run or an earlier one: a day has at most one) or the device is gone.
 */
export const CLAIM_DELIVERY_SQL = `
  INSERT INTO push_deliveries (saved_search_id, device_id, send_day, status)
  SELECT $1, $2, $3::date, 'sending' WHERE EXISTS (SELECT 1 FROM push_devices WHERE id = $2)
  ON CONFLICT DO NOTHING
  RETURNING device_id`;

/** How the notification of search $1 to device $2 on day $3 ended: $4 status, $5 tries, $6 error. */
export const FINISH_DELIVERY_SQL = `
  UPDATE push_deliveries SET status = $4, attempts = $5, last_error = $6, updated = now()
  WHERE saved_search_id = $1 AND device_id = $2 AND send_day = $3::date`;

/** A push service accepted a notification for device $1 at $2. */
export const MARK_DEVICE_SUCCESS_SQL = `UPDATE push_devices SET last_success = $2 WHERE id = $1`;

/** Removes device $1, whose subscription its push service says is gone (404 or 410). */
export const DELETE_GONE_DEVICE_SQL = `DELETE FROM push_devices WHERE id = $1`;
