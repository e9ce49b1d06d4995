import { useEventTypes } from '@events/api-client/event-types';
import { EVENT_DESCRIPTION_MAX, visibleTextOf } from '@events/contracts/event-forms';
import { messagesOf } from '@events/ui/form-messages';
import { SelectField } from '@events/ui/select-field';
import { RichTextField } from '@events/ui/rich-text-field';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import type { EventFormValues } from '../utils/event-form-values';
import { FormSection } from './form-section';

/** Event Details: the category (event type) and the rich text description (its visible text counted against 2,000). */
export function DetailsSection() {
  const { register, control, formState } = useFormContext<EventFormValues>();
  const { errors } = formState;
  const description = useWatch({ control, name: 'description' });
  const types = useEventTypes();
  return (
    <FormSection title="Event Details">
      <SelectField label="Event type" required {...register('event_type')} errors={messagesOf(errors.event_type)}>
        <option value="">{types.isPending ? 'Loading…' : 'Select an event type'}</option>
        {types.data?.map((type) => (
          <option key={type.id} value={String(type.id)}>
            {type.name}
          </option>
        ))}
      </SelectField>
      <Controller
        control={control}
        name="description"
        render={({ field, fieldState }) => (
          <RichTextField
            label="Description"
            required
            description={`${Array.from(visibleTextOf(description)).length} of ${EVENT_DESCRIPTION_MAX} characters`}
            name={field.name}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            errors={messagesOf(fieldState.error)}
          />
        )}
      />
    </FormSection>
  );
}
