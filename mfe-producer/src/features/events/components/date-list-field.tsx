import { Button } from '@events/ui/button';
import { DateField } from '@events/ui/date-field';
import { dateFieldMessage, isoToUsDate } from '@events/contracts/form-field-rules';
import { plainMessages, useAppIntl } from '@events/ui/i18n/app-intl';
import { type ReactNode, useState } from 'react';
import { defineMessages } from '@events/api-client/intl';
import { formatLocalDate, formatShortDate } from '../utils/format-occurrence';

const messages = plainMessages(defineMessages({
  add: { id: 'producer.dateList.add', defaultMessage: 'Add<hidden> to {list}</hidden>' },
  remove: { id: 'producer.dateList.remove', defaultMessage: 'Remove<hidden> {date}</hidden>' },
}));

const hidden = (chunks: ReactNode[]) => <span className="ui-visually-hidden">{chunks}</span>;

export type DateListFieldProps = {
  /** "Exceptions" or "Extra dates". */
  label: string;
  description: string;
  value: readonly string[];
  onChange: (dates: string[]) => void;
  min?: string | undefined;
  errors: readonly string[];
};

/** A list of single dates (a rule's exceptions or extra dates): pick one and add it, remove any. */
export function DateListField({ label, description, value, onChange, min, errors }: DateListFieldProps) {
  const intl = useAppIntl();
  const [draft, setDraft] = useState('');
  const [draftErrors, setDraftErrors] = useState<string[]>([]);
  const add = () => {
    const problem = draft === '' ? undefined : dateFieldMessage(draft, { min, minLabel: min ? (intl.locale === 'en' ? isoToUsDate(min) : formatShortDate(intl, min)) : undefined });
    if (draft === '' || problem) {
      setDraftErrors(problem ? [problem] : []);
      return;
    }
    setDraftErrors([]);
    onChange([...new Set([...value, draft])].sort());
    setDraft('');
  };
  return (
    <div className="recurrence__date-list">
      <div className="recurrence__date-list-add">
        <div
          className="recurrence__date-list-input"
          onKeyDown={(e) => {
            // Enter adds the date instead of submitting the whole form.
            if (e.key === 'Enter' && e.target instanceof HTMLInputElement) {
              e.preventDefault();
              add();
            }
          }}
        >
          <DateField label={label} name={label} description={description} value={draft} onChange={setDraft} errors={[...errors, ...draftErrors]} />
        </div>
        <Button variant="secondary" onClick={add} disabled={draft === ''}>
          {intl.formatMessage(messages.add, { list: label.toLowerCase(), hidden })}
        </Button>
      </div>
      {value.length > 0 && (
        <ul className="ui-chip-list recurrence__dates" aria-label={label}>
          {value.map((date) => (
            <li key={date} className="ui-chip">
              {formatLocalDate(intl, date)}
              <button type="button" className="ui-link-button" onClick={() => onChange(value.filter((d) => d !== date))}>
                {intl.formatMessage(messages.remove, { date: formatLocalDate(intl, date), hidden })}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
