/** SQL of editor timesheets (timesheet_entries). */

const ENTRY_COLUMNS = `
  t.id, t.user_id, coalesce(nullif(p.display_name, ''), nullif(u.first_name, ''), u.username::text) AS editor,
  to_char(t.work_date, 'YYYY-MM-DD') AS work_date, to_char(t.time_start, 'HH24:MI') AS time_start,
  to_char(t.time_end, 'HH24:MI') AS time_end, t.hours::float8 AS hours, t.note, t.approved_at IS NOT NULL AS approved`;

/** Periods with their editor's name (`t` the period, `u` its editor, `p` the editor's profile); each query adds its WHERE. */
const ENTRIES = `
  SELECT ${ENTRY_COLUMNS}
  FROM timesheet_entries t
  JOIN users u ON u.id = t.user_id
  LEFT JOIN editor_profiles p ON p.user_id = t.user_id`;

/** One week's periods, by editor then date and start. $1 Monday, $2 user id or NULL for every editor. */
export const WEEK_ENTRIES_SQL = `${ENTRIES}
  WHERE t.work_date BETWEEN $1::date AND $1::date + 6 AND ($2::int IS NULL OR t.user_id = $2)
  ORDER BY editor, t.user_id, t.work_date, t.time_start NULLS LAST, t.id`;

/** One period. $1 id. */
export const ENTRY_SQL = `${ENTRIES}
  WHERE t.id = $1`;

/** One editor's writes to their sheet take turns, so the overlap and 24-hour checks see every committed period. $1 user. */
export const LOCK_EDITOR_SHEET_SQL = `SELECT pg_advisory_xact_lock(hashtext('timesheets'), $1)`;

/** The editor's periods of one day: their hours and times. $1 user, $2 date. */
export const DAY_ENTRIES_SQL = `
  SELECT to_char(time_start, 'HH24:MI') AS time_start, to_char(time_end, 'HH24:MI') AS time_end, hours::float8 AS hours
  FROM timesheet_entries WHERE user_id = $1 AND work_date = $2::date`;

/** $1 user, $2 date, $3 start, $4 end, $5 hours, $6 note. */
export const INSERT_ENTRY_SQL = `
  INSERT INTO timesheet_entries (user_id, work_date, time_start, time_end, hours, note)
  VALUES ($1, $2::date, $3::time, $4::time, $5, $6)
  RETURNING id`;

/** Deletes an editor's own unapproved period. $1 id, $2 user. */
export const DELETE_OWN_ENTRY_SQL = `
  DELETE FROM timesheet_entries WHERE id = $1 AND user_id = $2 AND approved_at IS NULL RETURNING id`;

/** Whether the editor owns the period and whether it is approved. $1 id, $2 user. */
export const OWN_ENTRY_STATE_SQL = `SELECT approved_at IS NOT NULL AS approved FROM timesheet_entries WHERE id = $1 AND user_id = $2`;

/** Approves an editor's week. $1 user, $2 Monday, $3 approver. */
export const APPROVE_WEEK_SQL = `
  UPDATE timesheet_entries SET approved_by = $3, approved_at = now()
  WHERE user_id = $1 AND work_date BETWEEN $2::date AND $2::date + 6 AND approved_at IS NULL`;
