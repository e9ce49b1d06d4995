import { EVENT_NAME_MAX, EVENT_URL_MAX, eventSettingFlags, eventSettingOf } from '@events/contracts/event-forms';
import { EVENT_STATUSES } from '@events/contracts/event-status';
import { EVENT_SETTINGS, type EventSetting } from '@events/contracts/reference';
import { messagesOf } from '@events/ui/form-messages';
import { CountedTextField } from '@events/ui/counted-text-field';
import { UrlField } from '@events/ui/url-field';
import { FieldErrorList } from '@events/ui/field-error-list';
import { REQUIRED_MARK } from '@events/ui/field-frame';
import { plainMessages, useAppIntl } from '@events/ui/i18n/app-intl';
import { SelectField } from '@events/ui/select-field';
import { SelectOptions } from '@events/ui/select-options';
import { useId } from 'react';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { defineMessages } from '@events/api-client/intl';
import { EVENT_SETTING_MESSAGES, EVENT_STATUS_MESSAGES } from '../../../i18n/shared-messages';
import type { EventFormValues } from '../utils/event-form-values';
import { CheckboxField } from './checkbox-field';
import { FormSection } from './form-section';

/** The required mark after a group's legend, as the form kit's fields show it. */
const REQUIRED_SUFFIX = ` ${REQUIRED_MARK}`;

const messages = plainMessages(defineMessages({
  title: { id: 'producer.basicInfo.title', defaultMessage: 'Event Basic Information' },
  name: { id: 'producer.basicInfo.name', defaultMessage: 'Event name' },
  nameEs: { id: 'producer.basicInfo.nameEs', defaultMessage: 'Spanish name' },
  nameEsHelp: { id: 'producer.basicInfo.nameEsHelp', defaultMessage: 'Optional. Shown to Spanish readers in place of the event name.' },
  url: { id: 'producer.basicInfo.url', defaultMessage: 'Event URL' },
  urlHelp: { id: 'producer.basicInfo.urlHelp', defaultMessage: "The event's own web page." },
  type: { id: 'producer.basicInfo.type', defaultMessage: 'Type' },
  onlineUrl: { id: 'producer.basicInfo.onlineUrl', defaultMessage: 'Live Stream URL' },
  global: { id: 'producer.basicInfo.global', defaultMessage: 'Global Live Stream' },
  globalHelp: { id: 'producer.basicInfo.globalHelp', defaultMessage: 'Show the stream to viewers anywhere, not only near the venue.' },
  status: { id: 'producer.basicInfo.status', defaultMessage: 'Status' },
  statusHelp: {
    id: 'producer.basicInfo.statusHelp',
    defaultMessage: 'A cancelled, postponed or moved event stays listed until its date, labelled, and its calendar file and feeds say so.',
  },
}));

/**
 * Event Basic Information: name, web page, and the type (in person, online or hybrid, sent as is_in_person and
 * is_online); online or hybrid reveal Live Stream URL and Global Live Stream (spec section 4).
 */
export function BasicInfoSection({ editing }: { editing: boolean }) {
  const intl = useAppIntl();
  const id = useId();
  const { register, setValue, trigger, control, formState } = useFormContext<EventFormValues>();
  const { errors, isSubmitted, touchedFields } = formState;
  const [isInPerson, isOnline] = useWatch({ control, name: ['is_in_person', 'is_online'] });
  const setting = eventSettingOf({ is_in_person: isInPerson, is_online: isOnline });
  const typeErrors = messagesOf(errors.is_in_person);

  const choose = (next: EventSetting) => {
    const flags = eventSettingFlags(next);
    const validate = isSubmitted || Boolean(touchedFields.is_in_person);
    setValue('is_in_person', flags.is_in_person, { shouldDirty: true, shouldTouch: true });
    setValue('is_online', flags.is_online, { shouldDirty: true, shouldTouch: true });
    // The type's server message and the live stream URL's requirement follow the new choice at once.
    if (validate) void trigger(['is_in_person', 'online_url']);
  };

  return (
    <FormSection title={intl.formatMessage(messages.title)}>
      <Controller
        control={control}
        name="name"
        render={({ field, fieldState }) => (
          <CountedTextField label={intl.formatMessage(messages.name)} required maxLength={EVENT_NAME_MAX} autoComplete="off" {...field} errors={messagesOf(fieldState.error)} />
        )}
      />
      {/* Issue 31: the producer's own Spanish name, never a translation made here; '' keeps the English one for all. */}
      <Controller
        control={control}
        name="name_es"
        render={({ field, fieldState }) => (
          <CountedTextField
            label={intl.formatMessage(messages.nameEs)}
            description={intl.formatMessage(messages.nameEsHelp)}
            maxLength={EVENT_NAME_MAX}
            autoComplete="off"
            {...field}
            errors={messagesOf(fieldState.error)}
          />
        )}
      />
      <Controller
        control={control}
        name="url"
        render={({ field, fieldState }) => (
          <UrlField label={intl.formatMessage(messages.url)} required maxLength={EVENT_URL_MAX} description={intl.formatMessage(messages.urlHelp)} {...field} errors={messagesOf(fieldState.error)} />
        )}
      />
      <fieldset className="event-form__choices" aria-describedby={typeErrors.length > 0 ? `${id}-type-errors` : undefined}>
        <legend className="ui-field__label">
          {intl.formatMessage(messages.type)}<span aria-hidden="true" className="ui-field__required">{REQUIRED_SUFFIX}</span>
        </legend>
        {EVENT_SETTINGS.map((value) => (
          <span key={value} className="event-form__choice">
            <input id={`${id}-${value}`} type="radio" name="event_setting" value={value} checked={setting === value} onChange={() => choose(value)} />
            <label htmlFor={`${id}-${value}`}>{intl.formatMessage(EVENT_SETTING_MESSAGES[value])}</label>
          </span>
        ))}
        <FieldErrorList id={`${id}-type-errors`} messages={typeErrors} />
      </fieldset>
      {setting !== 'in_person' && (
        <>
          <Controller
            control={control}
            name="online_url"
            render={({ field, fieldState }) => <UrlField label={intl.formatMessage(messages.onlineUrl)} required maxLength={EVENT_URL_MAX} {...field} errors={messagesOf(fieldState.error)} />}
          />
          <CheckboxField label={intl.formatMessage(messages.global)} description={intl.formatMessage(messages.globalHelp)} {...register('is_global')} />
        </>
      )}
      <Controller
        control={control}
        name="status"
        render={({ field, fieldState }) => (
          <SelectField
            label={intl.formatMessage(messages.status)}
            description={editing ? intl.formatMessage(messages.statusHelp) : undefined}
            {...field}
            errors={messagesOf(fieldState.error)}
          >
            <SelectOptions options={EVENT_STATUSES.map((value) => ({ value, label: intl.formatMessage(EVENT_STATUS_MESSAGES[value]) }))} />
          </SelectField>
        )}
      />
    </FormSection>
  );
}
