import { AGE_GROUPS, PRICE_TIERS, type DistanceUnit } from '@events/contracts/reference';
import type { EventType } from '@events/contracts/event-types';
import { plainMessages, useAppIntl } from '@events/ui/i18n/app-intl';
import { defineMessages } from '@events/api-client/intl';
import { AGE_GROUP_MESSAGES, PRICE_TIER_MESSAGES } from '@events/ui/i18n/reference-messages';
import { commonMessages, orderingLabel } from '../../../../i18n/common-messages';
import { useLocalizedContent } from '../../../../utils/localized-content';
import { SelectField } from '@events/ui/select-field';
import { TextField } from '@events/ui/text-field';
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

const messages = plainMessages(defineMessages({
  keyword: { id: 'discovery.plainFilters.keyword', defaultMessage: 'Keyword' },
  from: { id: 'discovery.plainFilters.from', defaultMessage: 'From' },
  to: { id: 'discovery.plainFilters.to', defaultMessage: 'To' },
  setting: { id: 'discovery.plainFilters.setting', defaultMessage: 'In Person / Online' },
  sortBy: { id: 'discovery.plainFilters.sortBy', defaultMessage: 'Sort by' },
  apply: { id: 'discovery.plainFilters.apply', defaultMessage: 'Apply filters' },
}));

export type PlainFilterFormProps = {
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
 * fields). It sits in <noscript> (NoScriptFilters): with scripts the filter bar does this.
 */
export function PlainFilterForm({ kind, state, units, eventTypes }: PlainFilterFormProps) {
  const intl = useAppIntl();
  const localized = useLocalizedContent();
  const kept = [...new URLSearchParams(serializeSearchState({ ...EMPTY_SEARCH, location: state.location, widget: state.widget }, kind))];
  const settingChecked = (setting: 'in_person' | 'online') => state.setting === null || state.setting === setting;
  return (
    <form method="get" action={LISTING_PATHS[kind]} className="plain-filters" aria-label={intl.formatMessage(commonMessages.filters)}>
      {kept.map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <TextField label={intl.formatMessage(messages.keyword)} type="search" name="keyword" defaultValue={state.keyword} />
      <TextField label={intl.formatMessage(messages.from)} type="date" name="date_start" defaultValue={state.dateStart ?? ''} />
      <TextField label={intl.formatMessage(messages.to)} type="date" name="date_end" defaultValue={state.dateEnd ?? ''} />
      <SelectField label={intl.formatMessage(commonMessages.distance)} name="radius" defaultValue={String(state.radius ?? defaultRadius(kind))}>
        <RadiusOptions units={units} />
      </SelectField>
      {eventTypes.length > 0 && (
        <Checklist
          legend={intl.formatMessage(commonMessages.categories)}
          name="event_types"
          options={eventTypes.map((type) => ({ value: String(type.id), label: localized.name(type) }))}
          chosen={state.eventTypes.map(String)}
        />
      )}
      <Checklist
        legend={intl.formatMessage(commonMessages.ageGroup)}
        name="age_groups"
        options={AGE_GROUPS.map(({ value }) => ({ value, label: intl.formatMessage(AGE_GROUP_MESSAGES[value]) }))}
        chosen={state.ageGroups}
      />
      <Checklist
        legend={intl.formatMessage(commonMessages.price)}
        name="prices"
        options={PRICE_TIERS.map(({ value }) => ({ value, label: intl.formatMessage(PRICE_TIER_MESSAGES[value]) }))}
        chosen={state.prices}
      />
      <fieldset className="filter-fieldset">
        <legend className="filter-fieldset__legend">{intl.formatMessage(messages.setting)}</legend>
        <div className="filter-options">
          {/* Both ticked, or neither, is both (parseSearchState). */}
          <label className="filter-option">
            <input type="checkbox" name="is_in_person" value="true" defaultChecked={settingChecked('in_person')} />
            <span>{intl.formatMessage(commonMessages.inPerson)}</span>
          </label>
          <label className="filter-option">
            <input type="checkbox" name="is_online" value="true" defaultChecked={settingChecked('online')} />
            <span>{intl.formatMessage(commonMessages.online)}</span>
          </label>
        </div>
      </fieldset>
      <SelectField label={intl.formatMessage(messages.sortBy)} name="ordering" defaultValue={state.ordering ?? defaultOrdering(kind)}>
        {orderingsFor(kind).map((option) => (
          <option key={option.value} value={option.value}>
            {orderingLabel(intl, option)}
          </option>
        ))}
      </SelectField>
      <button type="submit" className="ui-button">
        {intl.formatMessage(messages.apply)}
      </button>
    </form>
  );
}
