/** SQL of the flash-messages module, kept readable so it can be EXPLAINed as is. */

/**
 * Stores a message for an account and keeps the table small in the same statement: expired messages (anyone's) go,
 * and the account keeps only its FLASH_MESSAGES_KEPT newest pending ones. $1 user, $2 level, $3 msg, $4 seconds to
 * live, $5 how many an account keeps.
 */
export const INSERT_FLASH_MESSAGE_SQL = `
  WITH expired AS (
    DELETE FROM flash_messages WHERE expires_at <= now()
  ), inserted AS (
    INSERT INTO flash_messages (user_id, level, msg, expires_at)
    VALUES ($1, $2, $3, now() + make_interval(secs => $4))
    RETURNING id
  )
  DELETE FROM flash_messages
  WHERE user_id = $1
    AND id NOT IN (SELECT id FROM inserted)
    AND id NOT IN (SELECT id FROM flash_messages WHERE user_id = $1 ORDER BY id DESC LIMIT $5 - 1)`;

/** Takes an account's messages: all of them go, the ones still live come back. $1 user. */
export const POP_FLASH_MESSAGES_SQL = `
  DELETE FROM flash_messages
  WHERE user_id = $1
  RETURNING id, level, msg, expires_at > now() AS live`;
