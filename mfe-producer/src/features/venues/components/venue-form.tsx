import { submitErrorsOf, unshownFieldErrorLines } from '@events/api-client/field-errors';
import { postFlashMessage } from '@events/api-client/flash-messages';
import {
  VENUE_FORM_PATHS,
  VENUE_LIMITS,
  type VenueFormData,
  venueFormSchema,
  type VenueFormType,
  type VenueWriteParsed,
} from '@events/contracts/venue-forms';
import { Button } from '@events/ui/button';
import { FormErrors } from '@events/ui/form-errors';
import { messagesOf, setServerErrors } from '@events/ui/form-messages';
import { CountedTextField } from '@events/ui/counted-text-field';
import { EMPTY_IMAGE_VALUE, ImageField, imageUploadFormData, type ImageFieldValue } from '@events/ui/image-field';
import { RichTextField } from '@events/ui/rich-text-field';
import { TextField } from '@events/ui/text-field';
import { useSchemaForm } from '@events/ui/use-schema-form';
import { plainMessages, useAppIntl } from '@events/ui/i18n/app-intl';
import { useMemo, useState } from 'react';
import { defineMessages } from '@events/api-client/intl';
import { common } from '../../../i18n/shared-messages';
import { Controller, type Path } from 'react-hook-form';
import { Link, useNavigate } from '@events/router';
import { ImageUploadAlert } from '../../../components/image-upload-alert';
import { useImageAfterSave } from '../../../hooks/use-image-after-save';
import { type SaveVenueInput, useSaveVenue } from '../api/save-venue';
import { uploadVenueImage } from '../api/upload-venue-image';
import { emptyVenueValues, venueValuesOf, type VenueFormValues } from '../utils/venue-form-values';
import { VenueAdminMenu } from './venue-admin-menu';
import { VenueEditorTools } from './venue-editor-tools';
import { VenueHoursField } from './venue-hours-field';
import { VenueLocationSection } from './venue-location-section';
import { VenueUrlField } from './venue-url-field';

export type VenueFormProps = {
  /** The venue being edited; null adds one (or suggests one, with `submission` 'suggest'). */
  venue: VenueFormData | null;
  formType: VenueFormType;
  submission?: 'add' | 'suggest';
  /** Called instead of leaving for the venue page when the saved venue is not published (a submission). */
  onSubmitted: (venue: VenueFormData) => void;
  /** Cancel stays on the page (the claim screen's new-venue form returns to the venue choice). */
  onCancel?: () => void;
};

const messages = plainMessages(defineMessages({
  error: { id: 'producer.venueForm.error', defaultMessage: 'Error' },
  basic: { id: 'producer.venueForm.basic', defaultMessage: 'Venue Basic Information' },
  name: { id: 'producer.venueForm.name', defaultMessage: 'Name' },
  nameEs: { id: 'producer.venueForm.nameEs', defaultMessage: 'Spanish name' },
  nameEsHelp: { id: 'producer.venueForm.nameEsHelp', defaultMessage: 'Optional. Shown to Spanish readers in place of the name.' },
  website: { id: 'producer.venueForm.website', defaultMessage: 'Website' },
  image: { id: 'producer.venueForm.image', defaultMessage: 'Image' },
  phone: { id: 'producer.venueForm.phone', defaultMessage: 'Phone' },
  email: { id: 'producer.venueForm.email', defaultMessage: 'Email' },
  details: { id: 'producer.venueForm.details', defaultMessage: 'Venue Details' },
  description: { id: 'producer.venueForm.description', defaultMessage: 'Description' },
  // Not "Spanish description": a label match by substring (Playwright's, in the e2e tests) finds "Description" in it.
  descriptionEs: { id: 'producer.venueForm.descriptionEs', defaultMessage: 'Spanish text' },
  descriptionEsHelp: {
    id: 'producer.venueForm.descriptionEsHelp',
    defaultMessage: 'Optional. The description in Spanish, shown to Spanish readers in place of the English one.',
  },
  region: { id: 'producer.venueForm.region', defaultMessage: 'Region' },
  poiType: { id: 'producer.venueForm.poiType', defaultMessage: 'POI type' },
  showHours: { id: 'producer.venueForm.showHours', defaultMessage: 'Show opening hours' },
  alternateTimes: { id: 'producer.venueForm.alternateTimes', defaultMessage: 'Alternate times' },
  showAlternateTimes: { id: 'producer.venueForm.showAlternateTimes', defaultMessage: 'Show alternate times' },
  metadata: { id: 'producer.venueForm.metadata', defaultMessage: 'Metadata' },
  wikipedia: { id: 'producer.venueForm.wikipedia', defaultMessage: 'Wikipedia URL' },
  facebook: { id: 'producer.venueForm.facebook', defaultMessage: 'Facebook URL' },
  instagram: { id: 'producer.venueForm.instagram', defaultMessage: 'Instagram URL' },
  twitter: { id: 'producer.venueForm.twitter', defaultMessage: 'Twitter URL' },
  save: { id: 'producer.venueForm.save', defaultMessage: 'Save' },
  submit: { id: 'producer.venueForm.submit', defaultMessage: 'Submit' },
}));

const SPACE = ' ';

/**
 * The venue add/edit form (spec sections 2, 4, 5): sections Venue Basic Information, Venue Details, Location,
 * Metadata and Editor Tools, shown by form type (basic hides Region, POI type and the hours toggles; only admin
 * shows the editor fields and the Delete menu). The contract's schema validates on touch, as the server does on
 * save; the server's 400 messages sit on their fields until the field changes. A venue that saved while its
 * image did not stays on the form, which edits it from then on, with the alert that offers to send the image again.
 */
export function VenueForm({ venue, formType, submission = 'add', onSubmitted, onCancel }: VenueFormProps) {
  const intl = useAppIntl();
  const navigate = useNavigate();
  // The venue this form edits: the one it opened with, or the one it created (its image may still be to send).
  const [saved, setSaved] = useState<VenueFormData | null>(null);
  const current = saved ?? venue;
  const saveInput: SaveVenueInput = current ? { mode: 'edit', id: current.id } : { mode: submission };
  const save = useSaveVenue(saveInput);
  const [otherErrors, setOtherErrors] = useState<string[]>([]);
  // The image travels apart from the JSON payload: the image call follows a successful save.
  const [image, setImage] = useState<ImageFieldValue>(EMPTY_IMAGE_VALUE);
  const schema = useMemo(() => venueFormSchema(formType), [formType]);
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    trigger,
    control,
    formState: { errors, isSubmitting, isValid },
  } = useSchemaForm<VenueFormValues, VenueWriteParsed>(schema, venue ? venueValuesOf(venue) : emptyVenueValues());

  /** Where a successful save leads: a submission's thank-you, or the flash message and the venue's page. */
  const proceed = async (stored: VenueFormData) => {
    if (!stored.published) {
      onSubmitted(stored);
      return;
    }
    // Spec section 4: "Successfully created/updated venue ..." shows on the venue's page, the next one seen.
    const msg = intl.formatMessage(common.savedItem, { verb: venue ? 'updated' : 'created', item: 'venue', name: stored.name });
    await postFlashMessage('SUCCESS', msg).catch((error: unknown) => {
      console.error('Leaving the success message failed', error);
    });
    await navigate(stored.absoluteUrl);
  };
  const imageUpload = useImageAfterSave(uploadVenueImage, proceed);

  const onSubmit = handleSubmit(async (body) => {
    setOtherErrors([]);
    imageUpload.clear();
    try {
      const stored = await save.mutateAsync(body);
      setSaved(stored);
      // The image call takes producers and editors only (the basic form has no image field).
      await imageUpload.send(stored, formType === 'basic' ? null : imageUploadFormData(image));
    } catch (error) {
      const fields = submitErrorsOf(error);
      if (!fields) {
        // Spec section 8: any other failure of a venue submit is logged only.
        console.error('Saving the venue failed', error);
        return;
      }
      const shown = Object.keys(fields).filter((field) => field !== 'nonFieldErrors') as Path<VenueFormValues>[];
      setServerErrors(setError, fields, shown);
      setOtherErrors(unshownFieldErrorLines(fields, shown, { nonFieldErrors: intl.formatMessage(messages.error) }));
    }
  });

  const standard = formType !== 'basic';
  // The fields validate on touch; the summary line shows while any field shows an error.
  const invalidShown = Object.keys(errors).length > 0;
  const cancelTo = current ? current.absoluteUrl : standard ? VENUE_FORM_PATHS.events : '/';
  const busy = isSubmitting || imageUpload.working !== null;
  const text = (value: unknown) => (typeof value === 'string' ? value : '');

  return (
    <form className="ui-form venue-form" noValidate onSubmit={onSubmit} aria-busy={busy || undefined}>
      {current && formType === 'admin' && <VenueAdminMenu venueId={current.id} venueName={current.name} />}
      <section className="venue-form__section" aria-labelledby="venue-basic">
        <h2 id="venue-basic">{intl.formatMessage(messages.basic)}</h2>
        <Controller
          control={control}
          name="name"
          render={({ field, fieldState }) => (
            <CountedTextField label={intl.formatMessage(messages.name)} required maxLength={VENUE_LIMITS.name} {...field} value={text(field.value)} errors={messagesOf(fieldState.error)} />
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
              maxLength={VENUE_LIMITS.name}
              {...field}
              value={text(field.value)}
              errors={messagesOf(fieldState.error)}
            />
          )}
        />
        <VenueUrlField control={control} name="website" label={intl.formatMessage(messages.website)} maxLength={VENUE_LIMITS.website} />
        {standard && (
          <ImageField label={intl.formatMessage(messages.image)} name="image" value={image} onChange={setImage} currentUrl={current?.imageThumbnail ?? null} disabled={busy} />
        )}
        <div className="ui-form__row">
          <TextField label={intl.formatMessage(messages.phone)} type="tel" maxLength={VENUE_LIMITS.phone} {...register('phone')} errors={messagesOf(errors.phone)} />
          <TextField label={intl.formatMessage(messages.email)} type="email" maxLength={VENUE_LIMITS.email} {...register('email')} errors={messagesOf(errors.email)} />
        </div>
      </section>

      <section className="venue-form__section" aria-labelledby="venue-details">
        <h2 id="venue-details">{intl.formatMessage(messages.details)}</h2>
        <Controller
          control={control}
          name="description"
          render={({ field, fieldState }) => (
            <RichTextField label={intl.formatMessage(messages.description)} maxLength={VENUE_LIMITS.description} {...field} value={text(field.value)} errors={messagesOf(fieldState.error)} />
          )}
        />
        {/* Issue 31: the producer's own Spanish description, the same rich text and limit; '' keeps the English one. */}
        <Controller
          control={control}
          name="description_es"
          render={({ field, fieldState }) => (
            <RichTextField
              label={intl.formatMessage(messages.descriptionEs)}
              description={intl.formatMessage(messages.descriptionEsHelp)}
              maxLength={VENUE_LIMITS.description}
              {...field}
              value={text(field.value)}
              errors={messagesOf(fieldState.error)}
            />
          )}
        />
        {standard && (
          <div className="ui-form__row">
            <TextField label={intl.formatMessage(messages.region)} required maxLength={VENUE_LIMITS.region} {...register('region')} errors={messagesOf(errors.region)} />
            <TextField label={intl.formatMessage(messages.poiType)} maxLength={VENUE_LIMITS.poiType} {...register('poi_type')} errors={messagesOf(errors.poi_type)} />
          </div>
        )}
        <VenueHoursField control={control} register={register} errors={errors} trigger={trigger} />
        {standard && (
          <label className="venue-form__check">
            <input type="checkbox" {...register('show_date_time_picker')} />
            {SPACE}
            {intl.formatMessage(messages.showHours)}
          </label>
        )}
        <Controller
          control={control}
          name="alternate_times"
          render={({ field, fieldState }) => (
            <CountedTextField label={intl.formatMessage(messages.alternateTimes)} rows={3} maxLength={VENUE_LIMITS.alternateTimes} {...field} value={text(field.value)} errors={messagesOf(fieldState.error)} />
          )}
        />
        {standard && (
          <label className="venue-form__check">
            <input type="checkbox" {...register('show_alternate_times')} />
            {SPACE}
            {intl.formatMessage(messages.showAlternateTimes)}
          </label>
        )}
      </section>

      <VenueLocationSection control={control} register={register} setValue={setValue} errors={errors} />

      <section className="venue-form__section" aria-labelledby="venue-metadata">
        <h2 id="venue-metadata">{intl.formatMessage(messages.metadata)}</h2>
        <VenueUrlField control={control} name="wikipedia_url" label={intl.formatMessage(messages.wikipedia)} maxLength={VENUE_LIMITS.socialUrl} />
        <VenueUrlField control={control} name="facebook_url" label={intl.formatMessage(messages.facebook)} maxLength={VENUE_LIMITS.socialUrl} />
        <VenueUrlField control={control} name="instagram_url" label={intl.formatMessage(messages.instagram)} maxLength={VENUE_LIMITS.socialUrl} />
        <VenueUrlField control={control} name="twitter_url" label={intl.formatMessage(messages.twitter)} maxLength={VENUE_LIMITS.socialUrl} />
      </section>

      {formType === 'admin' && <VenueEditorTools control={control} register={register} errors={errors} />}

      <FormErrors messages={otherErrors} />
      {imageUpload.failure && (
        <ImageUploadAlert saved={intl.formatMessage(common.savedItem, { verb: venue ? 'updated' : 'created', item: 'venue', name: imageUpload.failure.item.name })} upload={imageUpload} />
      )}
      <div className="ui-actions venue-form__actions">
        {/* Spec "Field rules": Submit is disabled while the form is invalid or submitting. */}
        <Button type="submit" busy={busy} disabled={busy || !isValid}>
          {isSubmitting ? intl.formatMessage(common.saving) : intl.formatMessage(current ? messages.save : messages.submit)}
        </Button>
        {onCancel ? (
          <Button variant="secondary" onClick={onCancel}>
            {intl.formatMessage(common.cancel)}
          </Button>
        ) : (
          <Link to={cancelTo} className="ui-button ui-button--secondary">
            {intl.formatMessage(common.cancel)}
          </Link>
        )}
      </div>
      {invalidShown && (
        <p className="venue-form__invalid" role="alert">
          {intl.formatMessage(common.correctFormErrors)}
        </p>
      )}
    </form>
  );
}
