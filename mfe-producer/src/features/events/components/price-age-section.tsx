import { EVENT_PRICE_INFORMATION_MAX, EVENT_URL_MAX } from '@events/contracts/event-forms';
import { AGE_GROUPS, PRICE_TIERS } from '@events/contracts/reference';
import { messagesOf } from '@events/ui/form-messages';
import { SelectField } from '@events/ui/select-field';
import { CountedTextField } from '@events/ui/counted-text-field';
import { UrlField } from '@events/ui/url-field';
import { SelectOptions } from '@events/ui/select-options';
import { FieldErrorList } from '@events/ui/field-error-list';
import { REQUIRED_MARK } from '@events/ui/field-frame';
import { plainMessages, useAppIntl } from '@events/ui/i18n/app-intl';
import { useId } from 'react';
import { defineMessages } from '@events/api-client/intl';
import { AGE_GROUP_MESSAGES, PRICE_TIER_MESSAGES } from '@events/ui/i18n/reference-messages';
import { common } from '../../../i18n/shared-messages';
import { Controller, useFormContext } from 'react-hook-form';
import type { EventFormValues } from '../utils/event-form-values';
import { FormSection } from './form-section';

/** The required mark after a group's legend, as the form kit's fields show it. */
const REQUIRED_SUFFIX = ` ${REQUIRED_MARK}`;

const messages = plainMessages(defineMessages({
  title: { id: 'producer.priceAge.title', defaultMessage: 'Price & Age' },
  price: { id: 'producer.priceAge.price', defaultMessage: 'Price' },
  ticketUrl: { id: 'producer.priceAge.ticketUrl', defaultMessage: 'Ticket URL' },
  priceInformation: { id: 'producer.priceAge.priceInformation', defaultMessage: 'Price information' },
  ageGroups: { id: 'producer.priceAge.ageGroups', defaultMessage: 'Age groups' },
}));

/** Price & Age: price tier, ticket URL, price information and the age groups ("Check all that apply."). */
export function PriceAgeSection() {
  const intl = useAppIntl();
  const id = useId();
  const { register, control, formState } = useFormContext<EventFormValues>();
  const { errors } = formState;
  const ageErrors = messagesOf(errors.age_group);
  return (
    <FormSection title={intl.formatMessage(messages.title)}>
      <SelectField label={intl.formatMessage(messages.price)} required {...register('price')} errors={messagesOf(errors.price)}>
        <SelectOptions options={PRICE_TIERS.map((tier) => ({ value: tier.value, label: intl.formatMessage(PRICE_TIER_MESSAGES[tier.value]) }))} />
      </SelectField>
      <Controller
        control={control}
        name="ticket_url"
        render={({ field, fieldState }) => <UrlField label={intl.formatMessage(messages.ticketUrl)} maxLength={EVENT_URL_MAX} {...field} errors={messagesOf(fieldState.error)} />}
      />
      <Controller
        control={control}
        name="price_information"
        render={({ field, fieldState }) => (
          <CountedTextField label={intl.formatMessage(messages.priceInformation)} rows={3} maxLength={EVENT_PRICE_INFORMATION_MAX} {...field} errors={messagesOf(fieldState.error)} />
        )}
      />
      <fieldset className="event-form__choices" aria-describedby={`${id}-age-help${ageErrors.length > 0 ? ` ${id}-age-errors` : ''}`}>
        <legend className="ui-field__label">
          {intl.formatMessage(messages.ageGroups)}<span aria-hidden="true" className="ui-field__required">{REQUIRED_SUFFIX}</span>
        </legend>
        <p id={`${id}-age-help`} className="ui-field__description">
          {intl.formatMessage(common.checkAll)}
        </p>
        {AGE_GROUPS.map((group) => (
          <span key={group.value} className="event-form__choice">
            <input id={`${id}-${group.value}`} type="checkbox" value={group.value} {...register('age_group')} />
            <label htmlFor={`${id}-${group.value}`}>{intl.formatMessage(AGE_GROUP_MESSAGES[group.value])}</label>
          </span>
        ))}
        <FieldErrorList id={`${id}-age-errors`} messages={ageErrors} />
      </fieldset>
    </FormSection>
  );
}
