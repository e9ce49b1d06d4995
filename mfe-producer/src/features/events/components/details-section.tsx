import { useEventTypes } from '@events/api-client/event-types';
import { useLanguage } from '@events/api-client/language';
import { EVENT_DESCRIPTION_MAX, visibleTextOf } from '@events/contracts/event-forms';
import { messagesOf } from '@events/ui/form-messages';
import { SelectField } from '@events/ui/select-field';
import { RichTextField } from '@events/ui/rich-text-field';
import { ImageField, type ImageFieldValue } from '@events/ui/image-field';
import { SelectOptions } from '@events/ui/select-options';
import { plainMessages, useAppIntl } from '@events/ui/i18n/app-intl';
import { localizedName } from '@events/ui/i18n/localized-content';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { defineMessages } from '@events/api-client/intl';
import { common } from '../../../i18n/shared-messages';
import type { EventFormValues } from '../utils/event-form-values';
import { FormSection } from './form-section';

const messages = plainMessages(defineMessages({
  title: { id: 'producer.details.title', defaultMessage: 'Event Details' },
  eventType: { id: 'producer.details.eventType', defaultMessage: 'Event type' },
  selectType: { id: 'producer.details.selectType', defaultMessage: 'Select an event type' },
  description: { id: 'producer.details.description', defaultMessage: 'Description' },
  count: { id: 'producer.details.count', defaultMessage: '{count, number} of {max, number} characters' },
  // Not "Spanish description": a label match by substring (Playwright's, in the e2e tests) finds "Description" in it.
  descriptionEs: { id: 'producer.details.descriptionEs', defaultMessage: 'Spanish text' },
  descriptionEsHelp: {
    id: 'producer.details.descriptionEsHelp',
    defaultMessage: 'Optional. The description in Spanish, shown to Spanish readers in place of the English one. {count, number} of {max, number} characters',
  },
  image: { id: 'producer.details.image', defaultMessage: 'Image' },
  imageHelp: { id: 'producer.details.imageHelp', defaultMessage: 'A .jpg, .jpeg or .png file up to 10 MB, cropped to a 2:1 banner.' },
}));

/** Event Details: the category (event type), the rich text description (its visible text counted against 2,000), the image. */
export type DetailsSectionProps = {
  /** The image is sent to the event's image call after the save, so the form keeps it beside its values. */
  image: ImageFieldValue;
  onImageChange: (value: ImageFieldValue) => void;
  /** The saved image (edit). */
  currentImage: string | null;
};

export function DetailsSection({ image, onImageChange, currentImage }: DetailsSectionProps) {
  const intl = useAppIntl();
  const { register, control, formState } = useFormContext<EventFormValues>();
  const { errors } = formState;
  const [description, descriptionEs] = useWatch({ control, name: ['description', 'description_es'] });
  const types = useEventTypes();
  const language = useLanguage();
  return (
    <FormSection title={intl.formatMessage(messages.title)}>
      <SelectField label={intl.formatMessage(messages.eventType)} required {...register('event_type')} errors={messagesOf(errors.event_type)}>
        <option value="">{types.isPending ? intl.formatMessage(common.loading) : intl.formatMessage(messages.selectType)}</option>
        <SelectOptions options={(types.data ?? []).map((type) => ({ value: String(type.id), label: localizedName(type, language) }))} />
      </SelectField>
      <Controller
        control={control}
        name="description"
        render={({ field, fieldState }) => (
          <RichTextField
            label={intl.formatMessage(messages.description)}
            required
            description={intl.formatMessage(messages.count, { count: Array.from(visibleTextOf(description)).length, max: EVENT_DESCRIPTION_MAX })}
            name={field.name}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            errors={messagesOf(fieldState.error)}
          />
        )}
      />
      {/* Issue 31: the producer's own Spanish description, the same rich text and limit; '' keeps the English one. */}
      <Controller
        control={control}
        name="description_es"
        render={({ field, fieldState }) => (
          <RichTextField
            label={intl.formatMessage(messages.descriptionEs)}
            description={intl.formatMessage(messages.descriptionEsHelp, { count: Array.from(visibleTextOf(descriptionEs)).length, max: EVENT_DESCRIPTION_MAX })}
            name={field.name}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            errors={messagesOf(fieldState.error)}
          />
        )}
      />
      <ImageField
        label={intl.formatMessage(messages.image)}
        name="image"
        description={intl.formatMessage(messages.imageHelp)}
        value={image}
        onChange={onImageChange}
        currentUrl={currentImage}
      />
    </FormSection>
  );
}
