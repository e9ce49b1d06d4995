import type { DatePreset } from '@events/contracts/reference';
import { plainMessages, useAppIntl } from '@events/ui/i18n/app-intl';
import { Spinner } from '@events/ui/spinner';
import { defineMessages } from '@events/api-client/intl';
import { lazy, Suspense, useId, useState } from 'react';
import { commonMessages } from '../../../../i18n/common-messages';
import { presetForRange, presetLabel, presetsFor, rangeForPreset } from '../../../../utils/date-range';

const messages = plainMessages(defineMessages({
  loadingCalendar: { id: 'discovery.dateRange.loadingCalendar', defaultMessage: 'Loading calendar…' },
}));

/** The custom range (MM/DD/YYYY fields and the 2-month calendar), in its own chunk: most searches never open it. */
const CustomRange = lazy(() => import('./custom-range').then((m) => ({ default: m.CustomRange })));

export type DateSelection = { start: string | null; end: string | null };

export type DateRangeFieldsProps = {
  value: DateSelection;
  onChange: (value: DateSelection) => void;
  /** The searcher's local date (yyyy-MM-dd). */
  today: string;
  legend?: string;
  /** Offer "Any Date" (venues: no date filter); otherwise no dates means today. */
  allowAnyDate?: boolean;
};

type Choice = DatePreset | 'any';

function choiceOf(value: DateSelection, today: string, allowAnyDate: boolean): Choice {
  if (!value.start) return allowAnyDate ? 'any' : 'today';
  return presetForRange({ start: value.start, end: value.end ?? value.start }, today);
}

/**
 * The date range of a search: the presets Today, Tomorrow, This Weekend, Next 3 Days (left out when it is
 * the weekend), Next 7 Days, Next 30 Days, and Custom with MM/DD/YYYY fields and a 2-month calendar.
 */
export function DateRangeFields({ value, onChange, today, legend, allowAnyDate = false }: DateRangeFieldsProps) {
  const intl = useAppIntl();
  const id = useId();
  const [customOpen, setCustomOpen] = useState(() => choiceOf(value, today, allowAnyDate) === 'custom');
  const choice: Choice = customOpen ? 'custom' : choiceOf(value, today, allowAnyDate);
  const presets = presetsFor(today);

  const onPreset = (preset: Choice) => {
    if (preset === 'custom') {
      setCustomOpen(true);
      return;
    }
    setCustomOpen(false);
    if (preset === 'any') onChange({ start: null, end: null });
    else onChange(rangeForPreset(preset, today));
  };

  return (
    <div className="date-range-fields">
      <fieldset className="filter-fieldset">
        <legend className="filter-fieldset__legend">{legend ?? intl.formatMessage(commonMessages.dates)}</legend>
        <div className="filter-options filter-options--columns">
          {allowAnyDate && (
            <label className="filter-option">
              <input type="radio" name={`${id}-preset`} value="any" checked={choice === 'any'} onChange={() => onPreset('any')} />
              <span>{intl.formatMessage(commonMessages.anyDate)}</span>
            </label>
          )}
          {presets.map((preset) => (
            <label key={preset} className="filter-option">
              <input type="radio" name={`${id}-preset`} value={preset} checked={choice === preset} onChange={() => onPreset(preset)} />
              <span>{presetLabel(intl, preset)}</span>
            </label>
          ))}
        </div>
      </fieldset>
      {choice === 'custom' && (
        <Suspense fallback={<Spinner label={intl.formatMessage(messages.loadingCalendar)} />}>
          <CustomRange value={value} onChange={onChange} today={today} />
        </Suspense>
      )}
    </div>
  );
}
