/** SQL of the mail module: what a mail needs to know of its recipient, kept readable so it can be EXPLAINed as is. */

/** The saved language (issue 31) of the account whose address is $1; no row when no account has it. */
export const RECIPIENT_LANGUAGE_SQL = `SELECT language FROM users WHERE email = $1::citext`;
