import { analyticsToday } from '@events/contracts/analytics';
import { analyticsPresetRange, customAnalyticsRange, DEFAULT_ANALYTICS_PRESET, type AnalyticsRange } from '@events/domain/analytics-range';
import { useMemo, useState } from 'react';
import type { RangeChoice } from './analytics-range-picker.js';

/** The picker's choice and the range it asks for: null while a custom range is incomplete or not a valid past range. */
export function useAnalyticsRange(): { choice: RangeChoice; setChoice: (next: RangeChoice) => void; range: AnalyticsRange | null; today: string } {
  const today = analyticsToday();
  const [choice, setChoice] = useState<RangeChoice>({ preset: DEFAULT_ANALYTICS_PRESET, customStart: '', customEnd: '' });
  const range = useMemo(
    () => (choice.preset === 'custom' ? customAnalyticsRange(choice.customStart, choice.customEnd, today) : analyticsPresetRange(choice.preset, today)),
    [choice, today],
  );
  return { choice, setChoice, range, today };
}
