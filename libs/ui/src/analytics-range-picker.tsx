import { ANALYTICS_PRESETS, type AnalyticsPreset } from '@events/domain/analytics-range';
import { SelectOptions } from './select-options.js';

export type RangeChoice = { readonly preset: AnalyticsPreset; readonly customStart: string; readonly customEnd: string };

/**
 * The analytics date picker (section 2): the presets, or custom dates (yyyy-MM-dd, past only; section 5: an invalid
 * date counts as empty and a custom range needs both dates before a fetch).
 */
export function AnalyticsRangePicker({ value, today, onChange }: { value: RangeChoice; today: string; onChange: (next: RangeChoice) => void }) {
  return (
    <div className="ui-range-picker">
      <label className="ui-range-picker__field">
        <span>Date range</span>
        <select className="ui-input" value={value.preset} onChange={(e) => onChange({ ...value, preset: e.target.value as AnalyticsPreset })}>
          <SelectOptions options={ANALYTICS_PRESETS} />
        </select>
      </label>
      {value.preset === 'custom' && (
        <>
          <label className="ui-range-picker__field">
            <span>Start date</span>
            <input className="ui-input" type="date" max={today} value={value.customStart} onChange={(e) => onChange({ ...value, customStart: e.target.value })} />
          </label>
          <label className="ui-range-picker__field">
            <span>End date</span>
            <input className="ui-input" type="date" max={today} value={value.customEnd} onChange={(e) => onChange({ ...value, customEnd: e.target.value })} />
          </label>
        </>
      )}
    </div>
  );
}
