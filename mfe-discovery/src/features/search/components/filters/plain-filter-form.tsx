import { AGE_GROUPS, PRICE_TIERS, type DistanceUnit } from '@events/contracts/reference';
import type { EventType } from '@events/contracts/event-types';
import { useId } from 'react';
import {
  defaultOrdering,
  defaultRadius,
  EMPTY_SEARCH,
  LISTING_PATHS,
  orderingsFor,
  serializeSearchState,
  type ListingKind,
  type SearchState,
} from '../../../../utils/search-state';
import { RadiusOptions } from './radius-options';

type PlainFilterFormProps = {
  kind: ListingKind;
  state: SearchState;
  units: DistanceUnit;
  eventTypes: readonly EventType[];
};

/** A group of checkboxes sending `name[]` once per ticked value, as the listing's address writes arrays. */
function Checklist({ legend, name, options, chosen }: { legend: string; name: string; options: readonly { value: string; label: string }[]; chosen: readonly string[] }) {
  return (
    <fieldset className="filter-fieldset">
      <legend className="filter-fieldset__legend">{legend}</legend>
      <div className="filter-options filter-options--columns">
        {options.map((option) => (
          <label key={option.value} className="filter-option">
            <input type="checkbox" name={`${name}[]`} value={option.value} defaultChecked={chosen.includes(option.value)} />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/**
 * The listing's filters as one plain GET form, for a browser without JavaScript: the page comes rendered from the
 * server (issue 29), its cards and page links are plain links, and this form asks for the listing's address with
 * the chosen filters (the names and formats of listing-url.ts, which the page reads). The place stays as it is (hidden
 * fields). It sits in <noscript>: with scripts the filter bar does this.
 */
export function PlainFilterForm({ kind, state, units, eventTypes }: PlainFilterFormProps) {
  const id = useId();
  const kept = [...new URLSearchParams(serializeSearchState({ ...EMPTY_SEARCH, location: state.location, widget: state.widget }, kind))];
  const settingChecked = (setting: 'in_person' | 'online') => state.setting === null || state.setting === setting;
  return (
    <noscript>
      <form method="get" action={LISTING_PATHS[kind]} className="plain-filters" aria-label="Filters">
        {kept.map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <div className="ui-field">
          <label className="ui-field__label" htmlFor={`${id}-keyword`}>
            Keyword
          </label>
          <input id={`${id}-keyword`} className="ui-field__input" type="search" name="keyword" defaultValue={state.keyword} />
        </div>
        <div className="ui-field">
          <label className="ui-field__label" htmlFor={`${id}-start`}>
            From
          </label>
          <input id={`${id}-start`} className="ui-field__input" type="date" name="date_start" defaultValue={state.dateStart ?? ''} />
        </div>
        <div className="ui-field">
          <label className="ui-field__label" htmlFor={`${id}-end`}>
            To
          </label>
          <input id={`${id}-end`} className="ui-field__input" type="date" name="date_end" defaultValue={state.dateEnd ?? ''} />
        </div>
        <div className="ui-field">
          <label className="ui-field__label" htmlFor={`${id}-radius`}>
            Distance
          </label>
          <select id={`${id}-radius`} className="ui-field__input" name="radius" defaultValue={String(state.radius ?? defaultRadius(kind))}>
            <RadiusOptions units={units} />
          </select>
        </div>
        {eventTypes.length > 0 && (
          <Checklist
            legend="Categories"
            name="event_types"
            options={eventTypes.map((type) => ({ value: String(type.id), label: type.name }))}
            chosen={state.eventTypes.map(String)}
          />
        )}
        <Checklist legend="Age Group" name="age_groups" options={AGE_GROUPS} chosen={state.ageGroups} />
        <Checklist legend="Price" name="prices" options={PRICE_TIERS} chosen={state.prices} />
        <fieldset className="filter-fieldset">
          <legend className="filter-fieldset__legend">In Person / Online</legend>
          <div className="filter-options">
            {/* Both ticked, or neither, is both (parseSearchState). */}
            <label className="filter-option">
              <input type="checkbox" name="is_in_person" value="true" defaultChecked={settingChecked('in_person')} />
              <span>In Person</span>
            </label>
            <label className="filter-option">
              <input type="checkbox" name="is_online" value="true" defaultChecked={settingChecked('online')} />
              <span>Online</span>
            </label>
          </div>
        </fieldset>
        <div className="ui-field">
          <label className="ui-field__label" htmlFor={`${id}-ordering`}>
            Sort by
          </label>
          <select id={`${id}-ordering`} className="ui-field__input" name="ordering" defaultValue={state.ordering ?? defaultOrdering(kind)}>
            {orderingsFor(kind).map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="ui-button">
          Apply filters
        </button>
      </form>
    </noscript>
  );
}
