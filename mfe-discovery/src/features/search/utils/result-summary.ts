import { GLOBAL_RADIUS, type DistanceUnit } from '@events/contracts/reference';
import { defaultRadius, type ListingKind, type SearchState } from '../../../utils/search-state';

export type SummaryInput = {
  kind: ListingKind;
  state: SearchState;
  total: number;
  units: DistanceUnit;
  /** The location's name ("Pittsfield, MA", "Current Location"). */
  locationName: string;
  /** The dates as they read ("Today", "Mar 14 – Mar 20, 2026"); null to leave them out (venues without dates). */
  dateLabel: string | null;
};

const NOUNS: Record<ListingKind, [string, string]> = { events: ['event', 'events'], venues: ['venue', 'venues'] };

/** "123 events within 50 mi of Pittsfield, MA · Today" (Global: "anywhere"), with the keyword when there is one. */
export function resultSummary({ kind, state, total, units, locationName, dateLabel }: SummaryInput): string {
  const [one, many] = NOUNS[kind];
  const count = `${total.toLocaleString('en-US')} ${total === 1 ? one : many}`;
  const keyword = state.keyword ? ` matching “${state.keyword}”` : '';
  const radius = state.radius ?? defaultRadius(kind);
  const where = radius >= GLOBAL_RADIUS[units] ? ' anywhere' : ` within ${radius} ${units} of ${locationName}`;
  return `${count}${keyword}${where}${dateLabel ? ` · ${dateLabel}` : ''}`;
}
