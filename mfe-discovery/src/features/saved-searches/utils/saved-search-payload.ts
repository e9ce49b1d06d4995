import { namedDateOfPreset, type SavedSearchCreate, type SavedSearchPatch } from '@events/contracts/saved-searches';
import { presetForRange } from '@events/domain/date-presets';
import type { IntlShape } from '@events/api-client/intl';
import { dateRangeLabel } from '../../../utils/date-range';
import { CURRENT_LOCATION_ID, defaultRadius, type SearchState } from '../../../utils/search-state';

/** Every saved-search write field the listing decides (all but the name and is_active). */
export type SavedSearchFields = Required<Omit<SavedSearchPatch, 'search_name' | 'is_active'>>;

/**
 * The events listing's current state as the saved-search write fields (spec section 3): the radius in the
 * user's units, a named date when the dates are one of today's presets (else the dates themselves), the date
 * as the listing shows it, keyword, setting, filters and the location (a default town / current, or an
 * address-book entry). Without dates the listing shows today, so that is what is kept. The date reads in the
 * saver's language, as the listing showed it to them (their list shows it as written).
 */
export function savedSearchFieldsOf(intl: IntlShape, state: SearchState, today: string): SavedSearchFields {
  const start = state.dateStart ?? today;
  const end = state.dateStart ? (state.dateEnd ?? state.dateStart) : today;
  const named = namedDateOfPreset(presetForRange({ start, end }, today));
  const location = state.location;
  return {
    radius: location ? (state.radius ?? defaultRadius('events')) : null,
    pretty_date: dateRangeLabel(intl, state.dateStart, state.dateEnd, today),
    named_date: named,
    date_start: named === '' ? start : null,
    date_end: named === '' ? end : null,
    keyword: state.keyword.trim(),
    event_setting: state.setting ?? '',
    age_group: [...state.ageGroups],
    price: [...state.prices],
    event_types: [...state.eventTypes],
    default_loc_id: !location || location.source === 'address' ? '' : location.source === 'default' ? location.id : CURRENT_LOCATION_ID,
    address_id: location?.source === 'address' ? location.id : null,
  };
}

/** The POST body of the save-new mode. */
export function createPayloadOf(intl: IntlShape, name: string, state: SearchState, today: string): SavedSearchCreate {
  return { search_name: name.trim(), ...savedSearchFieldsOf(intl, state, today), is_active: true };
}
