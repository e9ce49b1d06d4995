import { useEventTypes } from '@events/api-client/event-types';
import { EVENT_DESCRIPTION_MAX, visibleTextOf } from '@events/contracts/event-forms';
import { messagesOf } from '@events/ui/form-messages';
import { SelectField } from '@events/ui/select-field';
import { RichTextField } from '@events/ui/rich-text-field';
import { ImageField, type ImageFieldValue } from '@events/ui/image-field';
import { SelectOptions } from '@events/ui/select-options';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import type { EventFormValues } from '../utils/event-form-values';
import { FormSection } from './form-section';

/** Event Details: the category (event type), the rich text description (its visible text counted against 2,000), the image. */
export type DetailsSectionProps = {
  /** The image is sent to the event's image call after the save, so the form keeps it beside its values. */
  image: ImageFieldValue;
  onImageChange: (value: ImageFieldValue) => void;
  /** The saved image (edit). */
  currentImage: string | null;
};

export function DetailsSection({ image, onImageChange, currentImage }: DetailsSectionProps) {
  const { register, control, formState } = useFormContext<EventFormValues>();
  const { errors } = formState;
  const description = useWatch({ control, name: 'description' });
  const types = useEventTypes();
  return (
    <FormSection title="Event Details">
      <SelectField label="Event type" required {...register('event_type')} errors={messagesOf(errors.event_type)}>
        <option value="">{types.isPending ? 'Loading…' : 'Select an event type'}</option>
        <SelectOptions options={(types.data ?? []).map((type) => ({ value: String(type.id), label: type.name }))} />
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
      <ImageField
        label="Image"
        name="image"
        description="A .jpg, .jpeg or .png file up to 10 MB, cropped to a 2:1 banner."
        value={image}
        onChange={onImageChange}
        currentUrl={currentImage}
      />
    </FormSection>
  );
}
