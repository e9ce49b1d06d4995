import {
  parseLooseTime,
  TIME_CHOICE_DEFAULT,
  TIME_TEXT_MAX,
  timeChoices,
  timeFieldText,
  timeFieldValue,
  type TimeChoice,
} from '@events/domain/time-input';
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent, type Ref } from 'react';
import { defineMessage, defineMessages } from '@events/api-client/intl';
import { FieldFrame, type ControlledFieldProps } from './field-frame.js';
import { useAppIntl } from './i18n/app-intl.js';

const messages = defineMessages({
  // The form the field reads (h:mm AM/PM: spec section 5).
  placeholder: { id: 'ui.timeField.placeholder', defaultMessage: 'h:mm AM/PM' },
});

/** The name of the list of choices: the field's own name with it. */
const choicesMessage = defineMessage<{ label: string }>({ id: 'ui.timeField.choices', defaultMessage: '{label} choices' });

export type TimeFieldProps = ControlledFieldProps<string> & {
  ref?: Ref<HTMLInputElement>;
  /** Placeholder of the empty field. */
  placeholder?: string;
};

/** The choice a typed text points at: the one it reads as, else the first whose label starts with it. */
function choiceFor(text: string, choices: readonly TimeChoice[]): number {
  const time = parseLooseTime(text);
  const exact = time === null ? -1 : choices.findIndex((c) => c.value === time);
  if (exact >= 0) return exact;
  const typed = text.toLowerCase().replace(/\s/g, '');
  if (typed === '') return -1;
  return choices.findIndex((c) => c.label.toLowerCase().replace(/\s/g, '').startsWith(typed));
}

/**
 * A time (spec section 5): typed as h:mm AM/PM and read loosely ("7p", "19:30", "730pm"), or picked from a list
 * of choices every 30 minutes that opens scrolled to the chosen time or 9:00 AM. An editable combobox (WAI-ARIA
 * pattern): Down / Alt+Down open the list, Up / Down move, Enter picks, Escape closes. The form's value is
 * HH:mm (localTimeSchema), or the text when it is not a time, so the schema says 'Enter a valid time.'.
 */
export function TimeField({ label, name, value, onChange, onBlur, description, errors, required, disabled, className, placeholder, ref }: TimeFieldProps) {
  const intl = useAppIntl();
  const choices = useMemo(() => timeChoices(), []);
  const listId = useId();
  const listRef = useRef<HTMLUListElement>(null);
  const [text, setText] = useState(() => timeFieldText(value));
  const current = value ?? '';
  const [own, setOwn] = useState(current);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  if (own !== current) {
    setOwn(current);
    setText(timeFieldText(value));
  }

  const emit = (next: string) => {
    setOwn(next);
    if (next !== current) onChange(next);
  };

  const openList = () => {
    const typed = choiceFor(text, choices);
    setActive(typed >= 0 ? typed : choices.findIndex((c) => c.value === TIME_CHOICE_DEFAULT));
    setOpen(true);
  };

  const pick = (index: number) => {
    const choice = choices[index];
    if (!choice) return;
    setText(choice.label);
    emit(choice.value);
    setOpen(false);
  };

  // The active choice is kept in view; on opening it is scrolled to the top of the list (9:00 AM by default).
  const scrolledOnOpen = useRef<boolean>(false);
  useEffect(() => {
    const list = listRef.current;
    if (!open || !list || active < 0) {
      scrolledOnOpen.current = false;
      return;
    }
    const option = list.children[active];
    if (!(option instanceof HTMLElement)) return;
    if (!scrolledOnOpen.current) {
      list.scrollTop = option.offsetTop;
      scrolledOnOpen.current = true;
    } else if (option.offsetTop < list.scrollTop) {
      list.scrollTop = option.offsetTop;
    } else if (option.offsetTop + option.offsetHeight > list.scrollTop + list.clientHeight) {
      list.scrollTop = option.offsetTop + option.offsetHeight - list.clientHeight;
    }
  }, [open, active]);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      if (!open) openList();
      else if (!event.altKey) setActive((i) => Math.min(choices.length - 1, i + 1));
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) openList();
      else setActive((i) => Math.max(0, i - 1));
    } else if (event.key === 'Enter' && open && active >= 0) {
      event.preventDefault();
      pick(active);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
    }
  };

  return (
    <FieldFrame label={label} description={description} errors={errors} required={required} className={['ui-time-field', className].filter(Boolean).join(' ')}>
      {(control) => (
        <div className="ui-time-field__box">
          <input
            {...control}
            ref={ref}
            name={name}
            type="text"
            role="combobox"
            aria-expanded={open}
            aria-controls={listId}
            aria-autocomplete="list"
            aria-activedescendant={open && active >= 0 ? `${listId}-${active}` : undefined}
            autoComplete="off"
            placeholder={placeholder ?? intl.formatMessage(messages.placeholder)}
            maxLength={TIME_TEXT_MAX}
            disabled={disabled}
            value={text}
            onClick={() => (open ? setOpen(false) : openList())}
            onKeyDown={onKeyDown}
            onChange={(event) => {
              const next = event.target.value.slice(0, TIME_TEXT_MAX);
              setText(next);
              emit(timeFieldValue(next));
              if (open) {
                const match = choiceFor(next, choices);
                if (match >= 0) setActive(match);
              }
            }}
            onBlur={() => {
              setOpen(false);
              const next = timeFieldValue(text);
              setText(timeFieldText(next));
              emit(next);
              onBlur?.();
            }}
          />
          <ul id={listId} ref={listRef} role="listbox" aria-label={intl.formatMessage(choicesMessage, { label })} className="ui-time-field__list" hidden={!open}>
            {choices.map((choice, index) => (
              <li
                key={choice.value}
                id={`${listId}-${index}`}
                role="option"
                aria-selected={index === active}
                className={['ui-time-field__option', index === active && 'ui-time-field__option--active'].filter(Boolean).join(' ')}
                // Picking with the mouse keeps the focus in the input, so its blur does not close the list first.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => pick(index)}
              >
                {choice.label}
              </li>
            ))}
          </ul>
        </div>
      )}
    </FieldFrame>
  );
}
