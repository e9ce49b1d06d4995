import { Button } from '@events/ui/button';
import { TextField } from '@events/ui/text-field';
import { useState } from 'react';
import { formatLocalDate } from '../utils/format-occurrence';

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
  const [draft, setDraft] = useState('');
  const add = () => {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(draft)) return;
    onChange([...new Set([...value, draft])].sort());
    setDraft('');
  };
  return (
    <div className="recurrence__date-list">
      <div className="recurrence__date-list-add">
        <TextField
          label={label}
          name={label}
          type="date"
          min={min}
          description={description}
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              add();
            }
          }}
          errors={errors}
        />
        <Button variant="secondary" onClick={add} disabled={draft === ''}>
          Add<span className="ui-visually-hidden"> to {label.toLowerCase()}</span>
        </Button>
      </div>
      {value.length > 0 && (
        <ul className="ui-chip-list recurrence__dates" aria-label={label}>
          {value.map((date) => (
            <li key={date} className="ui-chip">
              {formatLocalDate(date)}
              <button type="button" className="ui-link-button" onClick={() => onChange(value.filter((d) => d !== date))}>
                Remove<span className="ui-visually-hidden"> {formatLocalDate(date)}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
