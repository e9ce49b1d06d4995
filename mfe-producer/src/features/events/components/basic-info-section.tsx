import { EVENT_NAME_MAX, EVENT_URL_MAX, eventSettingFlags, eventSettingOf } from '@events/contracts/event-forms';
import { EVENT_STATUS_LABELS, EVENT_STATUSES } from '@events/contracts/event-status';
import { EVENT_SETTINGS, type EventSetting } from '@events/contracts/reference';
import { messagesOf } from '@events/ui/form-messages';
import { CountedTextField } from '@events/ui/counted-text-field';
import { UrlField } from '@events/ui/url-field';
import { FieldErrorList } from '@events/ui/field-error-list';
import { SelectField } from '@events/ui/select-field';
import { labelledOptions, SelectOptions } from '@events/ui/select-options';
import { useId } from 'react';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import type { EventFormValues } from '../utils/event-form-values';
import { CheckboxField } from './checkbox-field';
import { FormSection } from './form-section';

const SETTING_LABELS: Record<EventSetting, string> = { in_person: 'In person', online: 'Online', hybrid: 'Hybrid' };
const STATUS_HELP = 'A cancelled, postponed or moved event stays listed until its date, labelled, and its calendar file and feeds say so.';

/**
 * Event Basic Information: name, web page, and the type (in person, online or hybrid, sent as is_in_person and
 * is_online); online or hybrid reveal Live Stream URL and Global Live Stream (spec section 4).
 */
export function BasicInfoSection({ editing }: { editing: boolean }) {
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
    <FormSection title="Event Basic Information">
      <Controller
        control={control}
        name="name"
        render={({ field, fieldState }) => (
          <CountedTextField label="Event name" required maxLength={EVENT_NAME_MAX} autoComplete="off" {...field} errors={messagesOf(fieldState.error)} />
        )}
      />
      <Controller
        control={control}
        name="url"
        render={({ field, fieldState }) => (
          <UrlField label="Event URL" required maxLength={EVENT_URL_MAX} description="The event's own web page." {...field} errors={messagesOf(fieldState.error)} />
        )}
      />
      <fieldset className="event-form__choices" aria-describedby={typeErrors.length > 0 ? `${id}-type-errors` : undefined}>
        <legend className="ui-field__label">
          Type<span aria-hidden="true" className="ui-field__required"> *</span>
        </legend>
        {EVENT_SETTINGS.map((value) => (
          <span key={value} className="event-form__choice">
            <input id={`${id}-${value}`} type="radio" name="event_setting" value={value} checked={setting === value} onChange={() => choose(value)} />
            <label htmlFor={`${id}-${value}`}>{SETTING_LABELS[value]}</label>
          </span>
        ))}
        <FieldErrorList id={`${id}-type-errors`} messages={typeErrors} />
      </fieldset>
      {setting !== 'in_person' && (
        <>
          <Controller
            control={control}
            name="online_url"
            render={({ field, fieldState }) => <UrlField label="Live Stream URL" required maxLength={EVENT_URL_MAX} {...field} errors={messagesOf(fieldState.error)} />}
          />
          <CheckboxField label="Global Live Stream" description="Show the stream to viewers anywhere, not only near the venue." {...register('is_global')} />
        </>
      )}
      <Controller
        control={control}
        name="status"
        render={({ field, fieldState }) => (
          <SelectField
            label="Status"
            description={editing ? STATUS_HELP : undefined}
            {...field}
            errors={messagesOf(fieldState.error)}
          >
            <SelectOptions options={labelledOptions(EVENT_STATUSES, EVENT_STATUS_LABELS)} />
          </SelectField>
        )}
      />
    </FormSection>
  );
}
