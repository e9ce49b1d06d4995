import type { AgeGroup, DatePreset, PriceTier } from '@events/contracts/reference';
import type { EventStatus } from '@events/contracts/event-status';
import { defineMessages, type IntlShape, type MessageDescriptor } from '@events/api-client/intl';
import { plainMessages } from '@events/ui/i18n/app-intl';
import { AGE_GROUP_MESSAGES, PRICE_TIER_MESSAGES } from '@events/ui/i18n/reference-messages';

/**
 * Messages several screens of the remote share (issue 31). The English texts are the spec's: the contracts' and the
 * domain's constants of the same wording (ERRORS, AGE_GROUPS, PRICE_TIERS, the orderings...) stay English for the
 * backend; the remote reads these in the reader's language.
 */
export const commonMessages = plainMessages(defineMessages({
  opensInNewTab: { id: 'discovery.common.opensInNewTab', defaultMessage: '(opens in a new tab)' },
  online: { id: 'discovery.common.online', defaultMessage: 'Online' },
  inPerson: { id: 'discovery.common.inPerson', defaultMessage: 'In Person' },
  featured: { id: 'discovery.common.featured', defaultMessage: 'Featured' },
  loading: { id: 'discovery.common.loading', defaultMessage: 'Loading…' },
  clear: { id: 'discovery.common.clear', defaultMessage: 'Clear' },
  apply: { id: 'discovery.common.apply', defaultMessage: 'Apply' },
  filters: { id: 'discovery.common.filters', defaultMessage: 'Filters' },
  dates: { id: 'discovery.common.dates', defaultMessage: 'Dates' },
  distance: { id: 'discovery.common.distance', defaultMessage: 'Distance' },
  categories: { id: 'discovery.common.categories', defaultMessage: 'Categories' },
  ageGroup: { id: 'discovery.common.ageGroup', defaultMessage: 'Age Group' },
  price: { id: 'discovery.common.price', defaultMessage: 'Price' },
  anyDate: { id: 'discovery.common.anyDate', defaultMessage: 'Any Date' },
  global: { id: 'discovery.common.global', defaultMessage: 'Global' },
  withinRadius: { id: 'discovery.common.withinRadius', defaultMessage: 'Within {distance}' },
  radius: { id: 'discovery.common.radius', defaultMessage: '{radius} {units}' },
  mapOf: { id: 'discovery.common.mapOf', defaultMessage: 'Map of {name}' },
  openNow: { id: 'discovery.common.openNow', defaultMessage: 'Open now' },
  noUpcomingDates: { id: 'discovery.common.noUpcomingDates', defaultMessage: 'No upcoming dates.' },
  noEventsFound: { id: 'discovery.common.noEventsFound', defaultMessage: 'No events found.' },
  currentLocation: { id: 'discovery.common.currentLocation', defaultMessage: 'Current Location' },
  savedAddress: { id: 'discovery.common.savedAddress', defaultMessage: 'Saved address' },
}));

/** The contracts' ERRORS the remote shows, same wording. */
export const errorMessages = plainMessages(defineMessages({
  fetchListings: { id: 'discovery.errors.fetchListings', defaultMessage: 'Failed to fetch listings. Please try your request again.' },
  fetchEventListings: { id: 'discovery.errors.fetchEventListings', defaultMessage: 'Failed to fetch event listings. Please try your request again.' },
  saveSearch: { id: 'discovery.errors.saveSearch', defaultMessage: 'Failed to save search. Please try your request again.' },
  signUpPrompt: { id: 'discovery.errors.signUpPrompt', defaultMessage: 'Only today and tomorrow are always viewable; the rest needs a free account.' },
  geolocation: {
    id: 'discovery.errors.geolocation',
    defaultMessage: 'Error retrieving location. Make sure you have enabled location services in your browser’s settings.',
  },
}));

const presets = plainMessages(defineMessages({
  today: { id: 'discovery.preset.today', defaultMessage: 'Today' },
  tomorrow: { id: 'discovery.preset.tomorrow', defaultMessage: 'Tomorrow' },
  thisWeekend: { id: 'discovery.preset.thisWeekend', defaultMessage: 'This Weekend' },
  next3: { id: 'discovery.preset.next3', defaultMessage: 'Next 3 Days' },
  next7: { id: 'discovery.preset.next7', defaultMessage: 'Next 7 Days' },
  next30: { id: 'discovery.preset.next30', defaultMessage: 'Next 30 Days' },
  custom: { id: 'discovery.preset.custom', defaultMessage: 'Custom' },
}));

/** The date presets' names (spec section 4). */
export const PRESET_MESSAGES: Readonly<Record<DatePreset, MessageDescriptor>> = {
  today: presets.today,
  tomorrow: presets.tomorrow,
  'this-weekend': presets.thisWeekend,
  'next-3': presets.next3,
  'next-7': presets.next7,
  'next-30': presets.next30,
  custom: presets.custom,
};


const orderings = plainMessages(defineMessages({
  featured: { id: 'discovery.ordering.featured', defaultMessage: 'Featured' },
  date: { id: 'discovery.ordering.date', defaultMessage: 'Date' },
  distance: { id: 'discovery.ordering.distance', defaultMessage: 'Distance' },
  lowestPrice: { id: 'discovery.ordering.lowestPrice', defaultMessage: 'Lowest Price' },
  highestPrice: { id: 'discovery.ordering.highestPrice', defaultMessage: 'Highest Price' },
  name: { id: 'discovery.ordering.name', defaultMessage: 'Name' },
  eventCount: { id: 'discovery.ordering.eventCount', defaultMessage: 'Event Count' },
}));

/** The sort menu's choices by ordering value (the domain's EVENT_ORDERINGS and VENUE_ORDERINGS). */
export const ORDERING_MESSAGES: Readonly<Record<string, MessageDescriptor>> = {
  featured: orderings.featured,
  dt_next: orderings.date,
  distance: orderings.distance,
  price: orderings.lowestPrice,
  '-price': orderings.highestPrice,
  name: orderings.name,
  '-num_events_future': orderings.eventCount,
};

const statuses = plainMessages(defineMessages({
  scheduled: { id: 'discovery.eventStatus.scheduled', defaultMessage: 'Scheduled' },
  cancelled: { id: 'discovery.eventStatus.cancelled', defaultMessage: 'Cancelled' },
  postponed: { id: 'discovery.eventStatus.postponed', defaultMessage: 'Postponed' },
  movedOnline: { id: 'discovery.eventStatus.movedOnline', defaultMessage: 'Moved online' },
}));

/** How each event status reads on a card and a page (the contracts' EVENT_STATUS_LABELS). */
export const EVENT_STATUS_MESSAGES: Readonly<Record<EventStatus, MessageDescriptor>> = {
  scheduled: statuses.scheduled,
  cancelled: statuses.cancelled,
  postponed: statuses.postponed,
  moved_online: statuses.movedOnline,
};

/** The occurrence states of a card and a page (the domain's OCCURRENCE_STATE_LABELS). */
export const OCCURRENCE_STATE_MESSAGES = plainMessages(defineMessages({
  'in-progress': { id: 'discovery.occurrence.inProgress', defaultMessage: 'Happening now' },
  ended: { id: 'discovery.occurrence.ended', defaultMessage: 'Ended' },
}));

/** A sort choice's name in the reader's language (its own label when the remote does not know the ordering). */
export function orderingLabel(intl: IntlShape, option: { readonly value: string; readonly label: string }): string {
  const message = ORDERING_MESSAGES[option.value];
  return message ? intl.formatMessage(message) : option.label;
}

/**
 * An event's price tier and age groups as a reader sees them, by value from the catalogue (whose English is the API's
 * own labels, the spec's words): the pseudo-locale pass (e2e) holds every card word to the catalogues.
 */
export function priceLabel(intl: IntlShape, price: { value: PriceTier }): string {
  return intl.formatMessage(PRICE_TIER_MESSAGES[price.value]);
}

export function ageGroupLabels(intl: IntlShape, groups: readonly { value: AgeGroup }[]): string {
  return intl.formatList(groups.map((group) => intl.formatMessage(AGE_GROUP_MESSAGES[group.value])), { type: 'unit' });
}
