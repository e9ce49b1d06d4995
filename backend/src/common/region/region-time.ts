/**
 * The region's time zone (western Massachusetts and its neighbours): "today" and "tomorrow" of the listings, the
 * anonymous date-range rule, and the days counters and ad impressions are filed under are its calendar days.
 * Each venue keeps its own zone for its events' wall-clock times.
 */
export const REGION_TIME_ZONE = 'America/New_York';

/** The region's calendar day of a timestamptz SQL expression, e.g. a placeholder holding the Clock's instant. */
export function regionDaySql(instant: string): string {
  return `(${instant} AT TIME ZONE '${REGION_TIME_ZONE}')::date`;
}

/**
 * Today in the region by PostgreSQL's clock. Rules ask the Clock instead (regionDaySql of its instant, passed as a
 * parameter); this stays for the statements that have not moved yet.
 */
export const REGION_TODAY_SQL = regionDaySql('now()');
