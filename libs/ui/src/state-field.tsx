import { US_STATES } from '@events/contracts/us-states';
import { defineMessages } from '@events/api-client/intl';
import { useAppIntl } from './i18n/app-intl.js';
import { SelectField, type SelectFieldProps } from './select-field.js';
import { SelectOptions } from './select-options.js';

const messages = defineMessages({
  empty: { id: 'ui.stateField.empty', defaultMessage: 'Select a state' },
});

export type StateFieldProps = Omit<SelectFieldProps, 'children'> & {
  /** The text of the empty choice. */
  emptyLabel?: string;
};

/**
 * A U.S. state or DC (spec section 5), chosen by name from US_STATES; the value is the two-letter code, checked
 * by usStateSchema of @events/contracts ('Enter a valid U.S. state.'). A plain select, so `register` works.
 */
export function StateField({ emptyLabel, ...props }: StateFieldProps) {
  const intl = useAppIntl();
  return (
    <SelectField autoComplete="address-level1" {...props}>
      <option value="">{emptyLabel ?? intl.formatMessage(messages.empty)}</option>
      <SelectOptions options={US_STATES.map((state) => ({ value: state.code, label: state.name }))} />
    </SelectField>
  );
}
