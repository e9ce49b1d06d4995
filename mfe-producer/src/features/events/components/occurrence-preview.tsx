import type { RecurrenceSeries } from '@events/contracts/recurrence';
import { addDaysToLocalDate, localDateOf } from '@events/domain/local-time';
import { expandOccurrences, type ExpandedOccurrence } from '@events/domain/recurrence';
import { plainMessages, useAppIntl } from '@events/ui/i18n/app-intl';
import { useMemo } from 'react';
import { defineMessages } from '@events/api-client/intl';
import { formatOccurrence } from '../utils/format-occurrence';

/** How many coming dates the preview lists, and how far ahead it looks for them. */
const PREVIEW_COUNT = 5;

const messages = plainMessages(defineMessages({
  title: { id: 'producer.occurrencePreview.title', defaultMessage: 'Next dates' },
  none: { id: 'producer.occurrencePreview.none', defaultMessage: 'No upcoming dates.' },
}));

const PREVIEW_DAYS = 2 * 366;

export type OccurrencePreviewProps = {
  series: RecurrenceSeries;
  /** The venue's zone: the preview expands the series there, as the server's occurrence job does. */
  timeZone: string;
};

function nextOccurrences(series: RecurrenceSeries, timeZone: string): ExpandedOccurrence[] | null {
  try {
    const today = localDateOf(Date.now(), timeZone);
    const from = series.dtstart > today ? series.dtstart : today;
    return expandOccurrences(series, timeZone, from, addDaysToLocalDate(from, PREVIEW_DAYS)).slice(0, PREVIEW_COUNT);
  } catch {
    // A half-typed rule (an empty interval, a partial date) has no dates yet; its fields say what is wrong.
    return null;
  }
}

/** The next dates of one entry, in the venue's zone (libs/domain expandOccurrences, the server's expansion). */
export function OccurrencePreview({ series, timeZone }: OccurrencePreviewProps) {
  const intl = useAppIntl();
  const occurrences = useMemo(() => nextOccurrences(series, timeZone), [series, timeZone]);
  if (occurrences === null) return null;
  return (
    <div className="recurrence__preview">
      <p className="recurrence__preview-title">{intl.formatMessage(messages.title)}</p>
      {occurrences.length === 0 ? (
        <p>{intl.formatMessage(messages.none)}</p>
      ) : (
        <ul data-testid="occurrence-preview">
          {occurrences.map((o) => (
            <li key={o.localDay}>{formatOccurrence(intl, o, timeZone)}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
