import { DEFAULT_LOCATIONS } from '@events/contracts/default-locations';
import type { DistanceUnit, NamedDate } from '@events/contracts/reference';
import { CURRENT_LOCATION, SAVED_SEARCH_NAME_MAX, type SavedSearch } from '@events/contracts/saved-searches';
import { trimText } from '@events/domain/text';
import { defineMessages, type IntlShape, type MessageDescriptor } from '@events/api-client/intl';
import { plainMessages } from '@events/ui/i18n/app-intl';
import { localizedName } from '@events/ui/i18n/localized-content';
import { AGE_GROUP_MESSAGES, PRICE_TIER_MESSAGES } from '@events/ui/i18n/reference-messages';

const messages = plainMessages(defineMessages({
  within: { id: 'account.savedSearch.within', defaultMessage: 'within {radius} {unit}' },
  currentLocation: { id: 'account.savedSearch.currentLocation', defaultMessage: 'Current Location' },
  dateRange: { id: 'account.savedSearch.dateRange', defaultMessage: '{start} – {end}' },
  today: { id: 'account.savedSearch.namedDate.today', defaultMessage: 'Today' },
  tomorrow: { id: 'account.savedSearch.namedDate.tomorrow', defaultMessage: 'Tomorrow' },
  thisWeekend: { id: 'account.savedSearch.namedDate.thisWeekend', defaultMessage: 'This Weekend' },
  next3: { id: 'account.savedSearch.namedDate.next3', defaultMessage: 'Next 3 Days' },
  next7: { id: 'account.savedSearch.namedDate.next7', defaultMessage: 'Next 7 Days' },
  next30: { id: 'account.savedSearch.namedDate.next30', defaultMessage: 'Next 30 Days' },
  category: { id: 'account.savedSearch.filter.category', defaultMessage: 'Category' },
  ageGroup: { id: 'account.savedSearch.filter.ageGroup', defaultMessage: 'Age Group' },
  price: { id: 'account.savedSearch.filter.price', defaultMessage: 'Price' },
  type: { id: 'account.savedSearch.filter.type', defaultMessage: 'Type' },
  online: { id: 'account.savedSearch.filter.online', defaultMessage: 'Online' },
  inPerson: { id: 'account.savedSearch.filter.inPerson', defaultMessage: 'In Person' },
}));

/** The named date ranges (libs/contracts NAMED_DATES) in the reader's language. */
const NAMED_DATES: Readonly<Record<NamedDate, MessageDescriptor>> = {
  today: messages.today,
  tomorrow: messages.tomorrow,
  this_weekend: messages.thisWeekend,
  next_3: messages.next3,
  next_7: messages.next7,
  next_30: messages.next30,
};

/** The card's title: the name cut at 65 characters (spec section 5). */
export function searchTitle(search: Pick<SavedSearch, 'searchName'>): string {
  return trimText(search.searchName, SAVED_SEARCH_NAME_MAX);
}

/** "within 25 mi": the radius as the listing had it, in the user's units; null without a radius. */
export function radiusLine(radius: number | null, units: DistanceUnit, intl: IntlShape): string | null {
  return radius === null ? null : intl.formatMessage(messages.within, { radius: intl.formatNumber(radius, { useGrouping: false }), unit: units });
}

/**
 * The location lines of a card (spec "Saved searches list"): an address-book entry's name, its street / city /
 * state line and coordinates; or the default town's name; or "Current Location"; then "within {radius} {unit}".
 */
export function locationLines(search: Pick<SavedSearch, 'address' | 'defaultLocId' | 'radius'>, units: DistanceUnit, intl: IntlShape): string[] {
  const lines: string[] = [];
  const address = search.address;
  if (address) {
    lines.push(address.addressName);
    const street = [address.streetNumber, address.street].filter((p) => p.trim() !== '').join(' ');
    const place = [street, address.city, [address.state, address.postalCode].filter((p) => p.trim() !== '').join(' ')].filter((p) => p.trim() !== '');
    if (place.length > 0) lines.push(place.join(', '));
    lines.push(`${address.lat.toFixed(4)}, ${address.lon.toFixed(4)}`);
  } else if (search.defaultLocId === CURRENT_LOCATION) {
    lines.push(intl.formatMessage(messages.currentLocation));
  } else if (search.defaultLocId !== '') {
    lines.push(DEFAULT_LOCATIONS.find((town) => town.id === search.defaultLocId)?.name ?? search.defaultLocId);
  }
  const within = radiusLine(search.radius, units, intl);
  if (within) lines.push(within);
  return lines;
}

const formatDay = (date: string, intl: IntlShape) => {
  const at = Date.parse(`${date}T00:00:00Z`);
  return Number.isNaN(at) ? date : intl.formatDate(at, { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
};

/**
 * The date line: the date as the listing showed it (the server's words), else the named range, else "start – end",
 * in the reader's language; null when none is kept.
 */
export function dateLine(search: Pick<SavedSearch, 'prettyDate' | 'namedDate' | 'dateStart' | 'dateEnd'>, intl: IntlShape): string | null {
  if (search.prettyDate.trim() !== '') return search.prettyDate;
  if (search.namedDate !== '') return intl.formatMessage(NAMED_DATES[search.namedDate]);
  if (!search.dateStart) return null;
  const end = search.dateEnd ?? search.dateStart;
  return end === search.dateStart
    ? formatDay(search.dateStart, intl)
    : intl.formatMessage(messages.dateRange, { start: formatDay(search.dateStart, intl), end: formatDay(end, intl) });
}

export type FilterLine = { key: 'category' | 'ageGroup' | 'price' | 'type'; label: string; value: string };

/**
 * The filter lines that are set: Category, Age Group, Price and Type (Online or In Person). The age groups and price
 * tiers are worded by value in the reader's language, the categories by their Spanish names for a Spanish reader.
 */
export function filterLines(search: Pick<SavedSearch, 'eventTypeLabels' | 'eventTypeLabelsEs' | 'ageGroups' | 'prices' | 'eventSetting'>, intl: IntlShape): FilterLine[] {
  const lines: FilterLine[] = [];
  const line = (key: FilterLine['key'], value: string) => lines.push({ key, label: intl.formatMessage(messages[key]), value });
  const list = (values: readonly string[]) => intl.formatList(values, { type: 'unit' });
  const categories = search.eventTypeLabels.map((name, index) => localizedName({ name, nameEs: search.eventTypeLabelsEs[index] }, intl.locale));
  if (categories.length > 0) line('category', categories.join(', '));
  if (search.ageGroups.length > 0) line('ageGroup', list(search.ageGroups.map((value) => intl.formatMessage(AGE_GROUP_MESSAGES[value]))));
  if (search.prices.length > 0) line('price', list(search.prices.map((value) => intl.formatMessage(PRICE_TIER_MESSAGES[value]))));
  if (search.eventSetting !== '') line('type', intl.formatMessage(search.eventSetting === 'online' ? messages.online : messages.inPerson));
  return lines;
}
