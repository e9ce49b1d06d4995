import type { RecurrenceSeries } from '@events/contracts/recurrence';
import { Button } from '@events/ui/button';
import { FieldErrorList } from '@events/ui/field-error-list';
import { plainMessages, useAppIntl } from '@events/ui/i18n/app-intl';
import { defineMessages } from '@events/api-client/intl';
import type { EntryErrors } from '../utils/series-problems';
import { DateEntryEditor } from './date-entry-editor';
import './recurrence.css';

const messages = plainMessages(defineMessages({
  addDate: { id: 'producer.recurrence.addDate', defaultMessage: 'Add another date' },
}));

export type RecurrenceEditorEntry = {
  /** React key: the saved entry's id, or a key made when it was added. */
  key: string;
  series: RecurrenceSeries;
  minDate: string;
  errors: EntryErrors;
};

export type RecurrenceEditorProps = {
  entries: readonly RecurrenceEditorEntry[];
  onChange: (index: number, series: RecurrenceSeries) => void;
  onAdd: () => void;
  onRemove: (index: number) => void;
  timeZone: string;
  /** Messages about the list itself (no dates, too many). */
  errors: readonly string[];
};

/** The Date & Time section's dates: any number of entries, each a time range and a rule (spec section 3, Event). */
export function RecurrenceEditor({ entries, onChange, onAdd, onRemove, timeZone, errors }: RecurrenceEditorProps) {
  const intl = useAppIntl();
  return (
    <div className="recurrence" data-testid="recurrence-editor">
      {entries.map((entry, i) => (
        <DateEntryEditor
          key={entry.key}
          index={i}
          series={entry.series}
          onChange={(series) => onChange(i, series)}
          onRemove={entries.length > 1 ? () => onRemove(i) : null}
          timeZone={timeZone}
          minDate={entry.minDate}
          errors={entry.errors}
        />
      ))}
      <FieldErrorList messages={errors} role="alert" />
      <Button variant="secondary" onClick={onAdd}>
        {intl.formatMessage(messages.addDate)}
      </Button>
    </div>
  );
}
