import { defineMessages, type IntlShape, type MessageDescriptor, type NoMessageValues } from '@formatjs/intl';
import { DEFAULT_LOCATIONS } from '@events/contracts/default-locations';
import { isLanguage, DEFAULT_LANGUAGE } from '@events/contracts/languages';
import type { AgeGroup, DistanceUnit, NamedDate, PriceTier } from '@events/contracts/reference';
import { CURRENT_LOCATION, type SavedSearch } from '@events/contracts/saved-searches';
import { localizedText } from '../../common/i18n/localized-content.js';

/**
 * The one line a calendar's card says of its saved search (spec producer-and-account section 7, `search.description`),
 * in the reader's language (issue 31): the producer reads it in the producers' tools, so the server words it in the
 * request's language as it words field errors. Names (the search's place, an address's name, the keyword) are the
 * producer's own; categories read their Spanish names to a Spanish reader.
 */

const messages = defineMessages<{
  [named in NamedDate]: NoMessageValues;
} & {
  dateRange: { start: string; end: string };
  keyword: { keyword: string };
  within: { radius: string; unit: DistanceUnit; place: string };
  currentLocation: NoMessageValues;
  online: NoMessageValues;
  inPerson: NoMessageValues;
}>({
  today: { id: 'widgets.searchDescription.namedDate.today', defaultMessage: 'Today' },
  tomorrow: { id: 'widgets.searchDescription.namedDate.tomorrow', defaultMessage: 'Tomorrow' },
  this_weekend: { id: 'widgets.searchDescription.namedDate.thisWeekend', defaultMessage: 'This Weekend' },
  next_3: { id: 'widgets.searchDescription.namedDate.next3', defaultMessage: 'Next 3 Days' },
  next_7: { id: 'widgets.searchDescription.namedDate.next7', defaultMessage: 'Next 7 Days' },
  next_30: { id: 'widgets.searchDescription.namedDate.next30', defaultMessage: 'Next 30 Days' },
  dateRange: { id: 'widgets.searchDescription.dateRange', defaultMessage: '{start} – {end}' },
  keyword: { id: 'widgets.searchDescription.keyword', defaultMessage: '“{keyword}”' },
  within: { id: 'widgets.searchDescription.within', defaultMessage: 'within {radius} {unit} of {place}' },
  currentLocation: { id: 'widgets.searchDescription.currentLocation', defaultMessage: 'Current Location' },
  online: { id: 'widgets.searchDescription.online', defaultMessage: 'Online' },
  inPerson: { id: 'widgets.searchDescription.inPerson', defaultMessage: 'In Person' },
});

const NAMED_DATES: Readonly<Record<NamedDate, MessageDescriptor>> = messages;

/** The contracts' age groups and price tiers (AGE_GROUPS, PRICE_TIERS) by value; the English is their labels. */
const AGE_GROUPS: Readonly<Record<AgeGroup, MessageDescriptor>> = defineMessages<Record<AgeGroup, NoMessageValues>>({
  all_ages: { id: 'widgets.searchDescription.ageGroup.allAges', defaultMessage: 'All Ages' },
  baby: { id: 'widgets.searchDescription.ageGroup.baby', defaultMessage: 'Baby (0–1)' },
  toddler: { id: 'widgets.searchDescription.ageGroup.toddler', defaultMessage: 'Toddler (2–4)' },
  child: { id: 'widgets.searchDescription.ageGroup.child', defaultMessage: 'Child (5–9)' },
  preteen: { id: 'widgets.searchDescription.ageGroup.preteen', defaultMessage: 'Preteen (10–12)' },
  teen: { id: 'widgets.searchDescription.ageGroup.teen', defaultMessage: 'Teen (13–17)' },
  adult: { id: 'widgets.searchDescription.ageGroup.adult', defaultMessage: 'Adult (18+)' },
  senior: { id: 'widgets.searchDescription.ageGroup.senior', defaultMessage: 'Senior' },
});
const PRICE_TIERS: Readonly<Record<PriceTier, MessageDescriptor>> = defineMessages<Record<PriceTier, NoMessageValues>>({
  free: { id: 'widgets.searchDescription.price.free', defaultMessage: 'Free' },
  low: { id: 'widgets.searchDescription.price.low', defaultMessage: 'Under $25' },
  medium: { id: 'widgets.searchDescription.price.medium', defaultMessage: '$25–$75' },
  high: { id: 'widgets.searchDescription.price.high', defaultMessage: 'Over $75' },
});

/** A saved day (yyyy-MM-dd) as the reader's language writes it: "Dec 5, 2026". */
function day(date: string, intl: IntlShape): string {
  return intl.formatDate(new Date(`${date}T00:00:00Z`), { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
}

/** The date part: the listing's own words, else the named range, else the saved days; Today when none is kept. */
function dateText(search: SavedSearch, intl: IntlShape): string {
  if (search.prettyDate !== '') return search.prettyDate;
  if (search.namedDate !== '') return intl.formatMessage(NAMED_DATES[search.namedDate]);
  if (search.dateStart === null) return intl.formatMessage(messages.today);
  const end = search.dateEnd ?? search.dateStart;
  return end === search.dateStart ? day(search.dateStart, intl) : intl.formatMessage(messages.dateRange, { start: day(search.dateStart, intl), end: day(end, intl) });
}

/** The place part: an address's name, a default town, or the current location; with the radius when there is one. */
function placeText(search: SavedSearch, units: DistanceUnit, intl: IntlShape): string | null {
  const place =
    search.address?.addressName ??
    DEFAULT_LOCATIONS.find((town) => town.id === search.defaultLocId)?.name ??
    (search.defaultLocId === CURRENT_LOCATION ? intl.formatMessage(messages.currentLocation) : null);
  if (place === null || search.radius === null) return place;
  return intl.formatMessage(messages.within, { radius: intl.formatNumber(search.radius, { useGrouping: false }), unit: units, place });
}

/** "Next 7 Days · “jazz” · within 10 mi of Home · Music, Comedy · Free · In Person": what the search lists. */
export function describeSearch(search: SavedSearch, units: DistanceUnit, intl: IntlShape): string {
  const language = isLanguage(intl.locale) ? intl.locale : DEFAULT_LANGUAGE;
  const list = (values: readonly string[]) => intl.formatList(values, { type: 'unit' });
  const parts: (string | null)[] = [
    dateText(search, intl),
    search.keyword === '' ? null : intl.formatMessage(messages.keyword, { keyword: search.keyword }),
    placeText(search, units, intl),
    search.eventTypeLabels.length === 0 ? null : list(search.eventTypeLabels.map((name, index) => localizedText(name, search.eventTypeLabelsEs[index], language))),
    search.ageGroups.length === 0 ? null : list(search.ageGroups.map((value) => intl.formatMessage(AGE_GROUPS[value]))),
    search.prices.length === 0 ? null : list(search.prices.map((value) => intl.formatMessage(PRICE_TIERS[value]))),
    search.eventSetting === '' ? null : intl.formatMessage(search.eventSetting === 'online' ? messages.online : messages.inPerson),
  ];
  return parts.filter((part): part is string => part !== null).join(' · ');
}
