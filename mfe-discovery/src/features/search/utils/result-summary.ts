import { GLOBAL_RADIUS, type DistanceUnit } from '@events/contracts/reference';
import { defineMessages, type IntlShape } from '@events/api-client/intl';
import { defaultRadius, type ListingKind, type SearchState } from '../../../utils/search-state';
import { plainMessages } from '@events/ui/i18n/app-intl';

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

const messages = plainMessages(defineMessages({
  summary: {
    id: 'discovery.resultSummary.summary',
    defaultMessage:
      '{kind, select, events {{count, plural, one {# event} other {# events}}} other {{count, plural, one {# venue} other {# venues}}}}{hasKeyword, select, yes { matching “{keyword}”} other {}}{anywhere, select, yes { anywhere} other { within {radius} {units} of {place}}}{hasDates, select, yes { · {dates}} other {}}',
  },
}));

/**
 * "123 events within 50 mi of Pittsfield, MA · Today" (Global: "anywhere"), with the keyword when there is one, in
 * the reader's language.
 */
export function resultSummary(intl: IntlShape, { kind, state, total, units, locationName, dateLabel }: SummaryInput): string {
  const radius = state.radius ?? defaultRadius(kind);
  return intl.formatMessage(messages.summary, {
    kind,
    count: total,
    hasKeyword: state.keyword ? 'yes' : 'no',
    keyword: state.keyword,
    anywhere: radius >= GLOBAL_RADIUS[units] ? 'yes' : 'no',
    radius,
    units,
    place: locationName,
    hasDates: dateLabel ? 'yes' : 'no',
    dates: dateLabel ?? '',
  });
}
