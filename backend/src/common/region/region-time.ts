/**
 * The region's time zone (western Massachusetts and its neighbours): "today" and "tomorrow" of the listings, the
 * anonymous date-range rule, and the days counters and ad impressions are filed under are its calendar days.
 * Each venue keeps its own zone for its events' wall-clock times.
 */
export const REGION_TIME_ZONE = 'America/New_York';

/** Today in the region, as SQL (PostgreSQL's clock). */
export const REGION_TODAY_SQL = `(now() AT TIME ZONE '${REGION_TIME_ZONE}')::date`;
