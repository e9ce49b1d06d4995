import { AGE_GROUPS, PRICE_TIERS, type AgeGroup, type PriceTier } from '@events/contracts/reference';
import { plainMessages, useAppIntl } from '@events/ui/i18n/app-intl';
import { defineMessages, type IntlShape, type MessageDescriptor } from '@events/api-client/intl';
import { useCallback, useId, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useEventTypes } from '@events/api-client/event-types';
import { LocationPicker } from '@events/ui/location-picker';
import { useAddressEntries, useDistanceUnits } from '@events/ui/use-search-preferences';
import { AGE_GROUP_MESSAGES, PRICE_TIER_MESSAGES } from '@events/ui/i18n/reference-messages';
import { commonMessages } from '../../../../i18n/common-messages';
import { useLocalizedContent } from '../../../../utils/localized-content';
import { useLocationName } from '../../hooks/use-location-name';
import {
  defaultRadius,
  radiusOptions,
  serializeSearchState,
  withFilters,
  type ListingKind,
  type SearchState,
  type SettingFilter,
} from '../../../../utils/search-state';
import { dateRangeLabel } from '../../../../utils/date-range';
import { useToday } from '../../../../hooks/use-page-render';
import { DateRangeFields } from './date-range-fields';
import { FilterDropdown } from './filter-dropdown';
import { FiltersSheet } from './filters-sheet';
import { PHONE_QUERY, useMediaQuery } from '@events/ui/use-media-query';
import { RadiusOptions } from './radius-options';

export type FilterBarProps = {
  kind: ListingKind;
  /** The applied search (from the address). */
  state: SearchState;
  /** A changed selection, to be put in the address (page back to 1); `replace` for the phone sheet's entry. */
  onApply: (next: SearchState, options?: { replace: boolean }) => void;
};

/** Changes the draft by what `update` answers for the current one. */
type SetDraft = (update: (current: SearchState) => Partial<SearchState>) => void;

/**
 * The changes made in the open dropdown, over the applied search. Kept as changes (not a copy of the search),
 * so a dropdown opened while the previous one's selection is still reaching the address cannot undo it. The
 * refs hold the latest values for the close handlers, which may run before a re-render.
 */
function useFilterDraft(state: SearchState) {
  const stateRef = useRef(state);
  useLayoutEffect(() => {
    stateRef.current = state;
  }, [state]);
  const changesRef = useRef<Partial<SearchState>>({});
  const [changes, setChanges] = useState<Partial<SearchState>>({});
  const setDraft = useCallback<SetDraft>((update) => {
    const current = { ...stateRef.current, ...changesRef.current };
    changesRef.current = { ...changesRef.current, ...update(current) };
    setChanges(changesRef.current);
  }, []);
  const reset = useCallback(() => {
    changesRef.current = {};
    setChanges({});
  }, []);
  const draft: SearchState = { ...state, ...changes };
  return { draft, stateRef, changesRef, setDraft, reset };
}

function toggled<T>(list: readonly T[], value: T, on: boolean): T[] {
  return on ? [...new Set([...list, value])] : list.filter((v) => v !== value);
}

const messages = plainMessages(defineMessages({
  any: { id: 'discovery.filters.any', defaultMessage: 'Any' },
  selected: { id: 'discovery.filters.selected', defaultMessage: '{count} selected' },
  location: { id: 'discovery.filters.location', defaultMessage: 'Location' },
  locationSummary: { id: 'discovery.filters.locationSummary', defaultMessage: '{place} · {radius}' },
  categoriesError: { id: 'discovery.filters.categoriesError', defaultMessage: 'The categories could not be loaded.' },
  type: { id: 'discovery.filters.type', defaultMessage: 'Type' },
  settingLegend: { id: 'discovery.filters.settingLegend', defaultMessage: 'In Person or Online' },
  inPersonAndOnline: { id: 'discovery.filters.inPersonAndOnline', defaultMessage: 'In Person and Online' },
}));

function countSummary(intl: IntlShape, count: number): string {
  return count === 0 ? intl.formatMessage(messages.any) : intl.formatMessage(messages.selected, { count });
}

/** One filter: a dropdown on wider screens, a section of the 'Filters' sheet on a phone. */
type Section = {
  label: string;
  summary: string;
  active: boolean;
  /** The draft's values when this filter is cleared. */
  clear: Partial<SearchState>;
  children: ReactNode;
  wide?: boolean;
  testId: string;
};

/** A filter of checkboxes over one list of the search; the dropdown's summary counts the chosen ones. */
type ChecklistFilter<V extends string> = {
  label: MessageDescriptor;
  testId: string;
  options: readonly { value: V; label: MessageDescriptor }[];
  /** The filter's list in a search. */
  chosen: (search: SearchState) => readonly V[];
  /** The draft's changes that set the list. */
  changes: (values: V[]) => Partial<SearchState>;
};

const AGE_GROUP_FILTER: ChecklistFilter<AgeGroup> = {
  label: commonMessages.ageGroup,
  testId: 'filter-ages',
  options: AGE_GROUPS.map(({ value }) => ({ value, label: AGE_GROUP_MESSAGES[value] })),
  chosen: (s) => s.ageGroups,
  changes: (ageGroups) => ({ ageGroups }),
};
const PRICE_FILTER: ChecklistFilter<PriceTier> = {
  label: commonMessages.price,
  testId: 'filter-prices',
  options: PRICE_TIERS.map(({ value }) => ({ value, label: PRICE_TIER_MESSAGES[value] })),
  chosen: (s) => s.prices,
  changes: (prices) => ({ prices }),
};

const SETTING_CHOICES: { value: SettingFilter; label: MessageDescriptor }[] = [
  { value: null, label: messages.inPersonAndOnline },
  { value: 'in_person', label: commonMessages.inPerson },
  { value: 'online', label: commonMessages.online },
];

/**
 * The listing's filters (spec section 4): dates, location and radius, categories, age groups, price tiers,
 * in person / online. Each is a dropdown applied on close, with Apply and Clear; below 600 px wide they are one
 * 'Filters' button opening a sheet of them all (FiltersSheet).
 */
export function FilterBar({ kind, state, onApply }: FilterBarProps) {
  const intl = useAppIntl();
  const phone = useMediaQuery(PHONE_QUERY);
  const id = useId();
  const units = useDistanceUnits();
  const addresses = useAddressEntries();
  const eventTypes = useEventTypes();
  const localized = useLocalizedContent();
  const today = useToday();
  const { draft, stateRef, changesRef, setDraft, reset } = useFilterDraft(state);

  /** Applies the draft; false when it changes nothing. */
  const applyDraft = useCallback(
    (replace: boolean) => {
      const current = stateRef.current;
      const next = withFilters(current, changesRef.current);
      changesRef.current = {};
      if (serializeSearchState(next, kind) === serializeSearchState({ ...current, page: 1 }, kind)) return false;
      onApply(next, replace ? { replace } : undefined);
      return true;
    },
    [stateRef, changesRef, kind, onApply],
  );
  const apply = useCallback(() => {
    applyDraft(false);
  }, [applyDraft]);

  const radius = state.radius ?? defaultRadius(kind);
  const radiusLabel =
    radiusOptions(intl, units).find((o) => o.value === radius)?.label ?? intl.formatMessage(commonMessages.radius, { radius, units });
  const placeName = useLocationName(state.location, addresses);
  const typeNames = new Map((eventTypes.data ?? []).map((t) => [t.id, localized.name(t)]));

  const sections: Section[] = [
    {
      label: intl.formatMessage(commonMessages.dates),
      summary: dateRangeLabel(intl, state.dateStart, state.dateEnd, today, kind === 'events' ? undefined : intl.formatMessage(commonMessages.anyDate)),
      active: state.dateStart !== null,
      clear: { dateStart: null, dateEnd: null },
      wide: true,
      testId: 'filter-dates',
      children: (
        <DateRangeFields
          value={{ start: draft.dateStart, end: draft.dateEnd }}
          today={today}
          allowAnyDate={kind === 'venues'}
          onChange={(range) => setDraft(() => ({ dateStart: range.start, dateEnd: range.end }))}
        />
      ),
    },
    {
      label: intl.formatMessage(messages.location),
      summary: intl.formatMessage(messages.locationSummary, { place: placeName, radius: radiusLabel }),
      active: false,
      clear: { radius: null },
      testId: 'filter-location',
      children: (
        <div className="filter-stack">
          <LocationPicker value={draft.location} onChange={(location) => setDraft(() => ({ location }))} />
          <div className="ui-field">
            <label className="ui-field__label" htmlFor={`${id}-radius`}>
              {intl.formatMessage(commonMessages.distance)}
            </label>
            <select
              id={`${id}-radius`}
              className="ui-field__input"
              value={draft.radius ?? defaultRadius(kind)}
              onChange={(event) => {
                const value = Number(event.target.value);
                setDraft(() => ({ radius: value }));
              }}
            >
              <RadiusOptions units={units} />
            </select>
          </div>
        </div>
      ),
    },
    {
      label: intl.formatMessage(commonMessages.categories),
      summary:
        state.eventTypes.length === 1
          ? (typeNames.get(state.eventTypes[0] ?? 0) ?? countSummary(intl, 1))
          : countSummary(intl, state.eventTypes.length),
      active: state.eventTypes.length > 0,
      clear: { eventTypes: [] },
      wide: true,
      testId: 'filter-categories',
      children: (
        <fieldset className="filter-fieldset">
          <legend className="filter-fieldset__legend">{intl.formatMessage(commonMessages.categories)}</legend>
          {eventTypes.isPending && <p role="status">{intl.formatMessage(commonMessages.loading)}</p>}
          {eventTypes.isError && <p role="alert">{intl.formatMessage(messages.categoriesError)}</p>}
          <div className="filter-options filter-options--columns">
            {(eventTypes.data ?? []).map((type) => (
              <label key={type.id} className="filter-option">
                <input
                  type="checkbox"
                  checked={draft.eventTypes.includes(type.id)}
                  onChange={(event) => {
                    const on = event.target.checked;
                    setDraft((d) => ({ eventTypes: toggled(d.eventTypes, type.id, on) }));
                  }}
                />
                <span>{localized.name(type)}</span>
              </label>
            ))}
          </div>
        </fieldset>
      ),
    },
    checklistSection(intl, AGE_GROUP_FILTER, state, draft, setDraft),
    checklistSection(intl, PRICE_FILTER, state, draft, setDraft),
    {
      label: intl.formatMessage(messages.type),
      summary: intl.formatMessage(SETTING_CHOICES.find((c) => c.value === state.setting)?.label ?? messages.inPersonAndOnline),
      active: state.setting !== null,
      clear: { setting: null },
      testId: 'filter-setting',
      children: (
        <fieldset className="filter-fieldset">
          <legend className="filter-fieldset__legend">{intl.formatMessage(messages.settingLegend)}</legend>
          <div className="filter-options">
            {SETTING_CHOICES.map((choice) => (
              <label key={choice.label.id} className="filter-option">
                <input
                  type="radio"
                  name={`${id}-setting`}
                  checked={draft.setting === choice.value}
                  onChange={() => setDraft(() => ({ setting: choice.value }))}
                />
                <span>{intl.formatMessage(choice.label)}</span>
              </label>
            ))}
          </div>
        </fieldset>
      ),
    },
  ];

  if (phone) {
    return (
      <div className="filter-bar filter-bar--phone" role="group" aria-label={intl.formatMessage(commonMessages.filters)}>
        <FiltersSheet
          sections={sections.map((section) => ({ label: section.label, testId: section.testId, content: section.children }))}
          activeCount={sections.filter((section) => section.active).length}
          onOpen={reset}
          onApply={() => applyDraft(true)}
          onClear={() => setDraft(() => Object.assign({}, ...sections.map((section) => section.clear)) as Partial<SearchState>)}
        />
      </div>
    );
  }
  return (
    <div className="filter-bar" role="group" aria-label={intl.formatMessage(commonMessages.filters)}>
      {sections.map((section) => (
        <FilterDropdown
          key={section.testId}
          label={section.label}
          summary={section.summary}
          active={section.active}
          onOpen={reset}
          onApply={apply}
          onClear={() => setDraft(() => section.clear)}
          wide={section.wide}
          testId={section.testId}
        >
          {section.children}
        </FilterDropdown>
      ))}
    </div>
  );
}

/** The dropdown (or sheet section) of a checklist filter, on the applied search and the draft. */
function checklistSection<V extends string>(intl: IntlShape, filter: ChecklistFilter<V>, state: SearchState, draft: SearchState, setDraft: SetDraft): Section {
  const applied = filter.chosen(state).length;
  const label = intl.formatMessage(filter.label);
  return {
    label,
    summary: countSummary(intl, applied),
    active: applied > 0,
    clear: filter.changes([]),
    testId: filter.testId,
    children: (
      <CheckboxGroup<V>
        legend={label}
        options={filter.options.map((option) => ({ value: option.value, label: intl.formatMessage(option.label) }))}
        selected={filter.chosen(draft)}
        onToggle={(value, on) => setDraft((d) => filter.changes(toggled(filter.chosen(d), value, on)))}
      />
    ),
  };
}

type CheckboxGroupProps<V extends string> = {
  legend: string;
  options: readonly { value: V; label: string }[];
  selected: readonly V[];
  onToggle: (value: V, on: boolean) => void;
};

function CheckboxGroup<V extends string>({ legend, options, selected, onToggle }: CheckboxGroupProps<V>) {
  return (
    <fieldset className="filter-fieldset">
      <legend className="filter-fieldset__legend">{legend}</legend>
      <div className="filter-options">
        {options.map((option) => (
          <label key={option.value} className="filter-option">
            <input type="checkbox" checked={selected.includes(option.value)} onChange={(event) => onToggle(option.value, event.target.checked)} />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
