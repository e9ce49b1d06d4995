import { EVENT_PRICE_INFORMATION_MAX, EVENT_URL_MAX } from '@events/contracts/event-forms';
import { VALIDATION } from '@events/contracts/messages';
import { AGE_GROUPS, PRICE_TIERS } from '@events/contracts/reference';
import { messagesOf } from '@events/ui/form-messages';
import { SelectField } from '@events/ui/select-field';
import { CountedTextField } from '@events/ui/counted-text-field';
import { UrlField } from '@events/ui/url-field';
import { SelectOptions } from '@events/ui/select-options';
import { FieldErrorList } from '@events/ui/field-error-list';
import { useId } from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import type { EventFormValues } from '../utils/event-form-values';
import { FormSection } from './form-section';

/** Price & Age: price tier, ticket URL, price information and the age groups ("Check all that apply."). */
export function PriceAgeSection() {
  const id = useId();
  const { register, control, formState } = useFormContext<EventFormValues>();
  const { errors } = formState;
  const ageErrors = messagesOf(errors.age_group);
  return (
    <FormSection title="Price & Age">
      <SelectField label="Price" required {...register('price')} errors={messagesOf(errors.price)}>
        <SelectOptions options={PRICE_TIERS} />
      </SelectField>
      <Controller
        control={control}
        name="ticket_url"
        render={({ field, fieldState }) => <UrlField label="Ticket URL" maxLength={EVENT_URL_MAX} {...field} errors={messagesOf(fieldState.error)} />}
      />
      <Controller
        control={control}
        name="price_information"
        render={({ field, fieldState }) => (
          <CountedTextField label="Price information" rows={3} maxLength={EVENT_PRICE_INFORMATION_MAX} {...field} errors={messagesOf(fieldState.error)} />
        )}
      />
      <fieldset className="event-form__choices" aria-describedby={`${id}-age-help${ageErrors.length > 0 ? ` ${id}-age-errors` : ''}`}>
        <legend className="ui-field__label">
          Age groups<span aria-hidden="true" className="ui-field__required"> *</span>
        </legend>
        <p id={`${id}-age-help`} className="ui-field__description">
          {VALIDATION.checkAll}
        </p>
        {AGE_GROUPS.map((group) => (
          <span key={group.value} className="event-form__choice">
            <input id={`${id}-${group.value}`} type="checkbox" value={group.value} {...register('age_group')} />
            <label htmlFor={`${id}-${group.value}`}>{group.label}</label>
          </span>
        ))}
        <FieldErrorList id={`${id}-age-errors`} messages={ageErrors} />
      </fieldset>
    </FormSection>
  );
}
