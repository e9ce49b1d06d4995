import { ANALYTICS_PRESETS, type AnalyticsPreset } from '@events/domain/analytics-range';
import { defineMessages, type MessageDescriptor } from '@events/api-client/intl';
import { useAppIntl } from './i18n/app-intl.js';
import { SelectOptions } from './select-options.js';

const messages = defineMessages({
  range: { id: 'ui.analyticsRange.range', defaultMessage: 'Date range' },
  start: { id: 'ui.analyticsRange.start', defaultMessage: 'Start date' },
  end: { id: 'ui.analyticsRange.end', defaultMessage: 'End date' },
});

/** The presets' labels (ANALYTICS_PRESETS of @events/domain/analytics-range, in its English words). */
const PRESET_LABELS = defineMessages({
  today: { id: 'ui.analyticsRange.preset.today', defaultMessage: 'Today' },
  yesterday: { id: 'ui.analyticsRange.preset.yesterday', defaultMessage: 'Yesterday' },
  'last-7': { id: 'ui.analyticsRange.preset.last7', defaultMessage: 'Last 7 Days' },
  'last-30': { id: 'ui.analyticsRange.preset.last30', defaultMessage: 'Last 30 Days' },
  'this-month': { id: 'ui.analyticsRange.preset.thisMonth', defaultMessage: 'This Month' },
  'last-month': { id: 'ui.analyticsRange.preset.lastMonth', defaultMessage: 'Last Month' },
  custom: { id: 'ui.analyticsRange.preset.custom', defaultMessage: 'Custom Dates' },
}) satisfies Record<AnalyticsPreset, MessageDescriptor>;

export type RangeChoice = { readonly preset: AnalyticsPreset; readonly customStart: string; readonly customEnd: string };

/**
 * The analytics date picker (section 2): the presets, or custom dates (yyyy-MM-dd, past only; section 5: an invalid
 * date counts as empty and a custom range needs both dates before a fetch).
 */
export function AnalyticsRangePicker({ value, today, onChange }: { value: RangeChoice; today: string; onChange: (next: RangeChoice) => void }) {
  const intl = useAppIntl();
  const presets = ANALYTICS_PRESETS.map((preset) => ({ value: preset.value, label: intl.formatMessage(PRESET_LABELS[preset.value]) }));
  return (
    <div className="ui-range-picker">
      <label className="ui-range-picker__field">
        <span>{intl.formatMessage(messages.range)}</span>
        <select className="ui-input" value={value.preset} onChange={(e) => onChange({ ...value, preset: e.target.value as AnalyticsPreset })}>
          <SelectOptions options={presets} />
        </select>
      </label>
      {value.preset === 'custom' && (
        <>
          <label className="ui-range-picker__field">
            <span>{intl.formatMessage(messages.start)}</span>
            <input className="ui-input" type="date" max={today} value={value.customStart} onChange={(e) => onChange({ ...value, customStart: e.target.value })} />
          </label>
          <label className="ui-range-picker__field">
            <span>{intl.formatMessage(messages.end)}</span>
            <input className="ui-input" type="date" max={today} value={value.customEnd} onChange={(e) => onChange({ ...value, customEnd: e.target.value })} />
          </label>
        </>
      )}
    </div>
  );
}
