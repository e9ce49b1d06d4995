import { useEventTypes } from '@events/api-client/event-types';
import { submitErrorsOf } from '@events/api-client/field-errors';
import { useUserContext } from '@events/api-client/use-session';
import { EVENT_FORM_PATHS, type EventForm as SavedEventForm, type EventWriteParsed } from '@events/contracts/event-forms';
import { Button } from '@events/ui/button';
import { FormErrors } from '@events/ui/form-errors';
import { plainMessages, useAppIntl } from '@events/ui/i18n/app-intl';
import { defineMessages } from '@events/api-client/intl';
import { common } from '../../../i18n/shared-messages';
import { EMPTY_IMAGE_VALUE, imageUploadFormData, type ImageFieldValue } from '@events/ui/image-field';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { FormProvider, useForm, useWatch, type Path } from 'react-hook-form';
import { Link, useNavigate } from '@events/router';
import { ImageUploadAlert } from '../../../components/image-upload-alert';
import { useImageAfterSave } from '../../../hooks/use-image-after-save';
import { postSavedFlash } from '../api/post-saved-flash';
import { uploadEventImage } from '../api/upload-event-image';
import { useSaveEvent } from '../api/save-event';
import { BROWSER_TIME_ZONE, useVenueZone } from '../api/get-venue-zone';
import { useToday } from '../hooks/use-today';
import { useDebugFill } from '../hooks/use-debug-fill';
import { eventFormResolver, type EventFormContext } from '../utils/event-form-resolver';
import { emptyEventValues, eventValuesOf, type EventFormValues } from '../utils/event-form-values';
import { blockingQuota, venueOptions, type VenueOption } from '../utils/event-venues';
import { BasicInfoSection } from './basic-info-section';
import { DateTimeSection } from './date-time-section';
import { DetailsSection } from './details-section';
import { EditorToolsSection } from './editor-tools-section';
import { PriceAgeSection } from './price-age-section';
import { VenueSection } from './venue-section';
import './event-form.css';

const messages = plainMessages(defineMessages({
  save: { id: 'producer.eventForm.save', defaultMessage: 'Save Event' },
  add: { id: 'producer.eventForm.add', defaultMessage: 'Add Event' },
}));

export type EventFormProps = {
  /** The saved event (edit), or null (add). */
  event: SavedEventForm | null;
  /** The legacy live-stream page preselects the online type. */
  online?: boolean;
};

const PAYLOAD_FIELDS = new Set<string>([
  'name', 'name_es', 'url', 'event_type', 'point_of_interest', 'is_in_person', 'is_online', 'online_url', 'is_global', 'description', 'description_es',
  'use_poi_times', 'date_start', 'date_end', 'dates', 'price', 'ticket_url', 'price_information', 'age_group', 'status', 'recertify',
]);

/** A 400 key the form shows on a field (`dates.0.date_recur` included), or null for the list beneath the form. */
function shownField(key: string): Path<EventFormValues> | null {
  const root = key.split('.')[0] ?? '';
  return PAYLOAD_FIELDS.has(root) ? (key as Path<EventFormValues>) : null;
}

/**
 * The event add/edit form (spec sections 2-5): Event Basic Information, Venue Information, Event Details,
 * Date & Time, Price & Age, Editor Tools (edit only, editors). Validation on touch with the contract's schema
 * (the server's), server 400 messages on the fields until they change, submit disabled while submitting; on
 * success the flash message and the event's page. An event that saved while its image did not stays on the form,
 * which edits it from then on, with the alert that offers to send the image again.
 */
export function EventForm({ event, online = false }: EventFormProps) {
  const intl = useAppIntl();
  const user = useUserContext();
  const navigate = useNavigate();
  const save = useSaveEvent();
  const [otherErrors, setOtherErrors] = useState<string[]>([]);
  const [image, setImage] = useState<ImageFieldValue>(EMPTY_IMAGE_VALUE);
  // The event this form edits: the one it opened with, or the one it created (its image may still be to send).
  const [saved, setSaved] = useState<SavedEventForm | null>(null);
  const current = saved ?? event;
  const quotas = useMemo(() => user?.producerQuotas ?? [], [user]);
  const [found, setFound] = useState<VenueOption | null>(null);
  const venues = useMemo(() => venueOptions(quotas, [current?.pointOfInterest ?? null, found]), [quotas, current, found]);

  const browserToday = useToday(BROWSER_TIME_ZONE);
  const [defaults] = useState<EventFormValues>(() =>
    event ? eventValuesOf(event) : emptyEventValues(browserToday, { venueId: venues.length === 1 ? (venues[0]?.id ?? null) : null, online }),
  );
  // The venue's "today" reaches the checks beyond the schema through the resolver's context, read at each validation.
  const [venueText, setVenueText] = useState(defaults.point_of_interest);
  const venueId = /^\d+$/.test(venueText) ? Number(venueText) : null;
  const timeZone = useVenueZone(venueId, current && venueId === current.pointOfInterest.id ? current.pointOfInterest.timeZone : null);
  const today = useToday(timeZone);
  const methods = useForm<EventFormValues, EventFormContext, EventWriteParsed>({
    resolver: eventFormResolver,
    defaultValues: defaults,
    mode: 'onTouched',
    context: { today, savedDateStart: current?.values.date_start ?? null },
  });
  const { handleSubmit, setError, setValue, reset, control, formState } = methods;
  // A venue an editor found is chosen once its option is in the chooser (a select keeps no value it lacks).
  useEffect(() => {
    if (found) setValue('point_of_interest', String(found.id), { shouldDirty: true, shouldTouch: true, shouldValidate: true });
  }, [found, setValue]);
  const watchedVenue = useWatch({ control, name: 'point_of_interest' });
  if (watchedVenue !== venueText) setVenueText(watchedVenue);
  const blockedBy = blockingQuota(user, quotas, venueId, current?.pointOfInterest.id ?? null);
  const isEditor = Boolean(user && (user.isZeditor || user.isSuperuser));

  const firstType = useEventTypes().data?.[0]?.id;
  const fill = useCallback(() => {
    if (process.env.NODE_ENV !== 'development') return;
    void import('../utils/debug-event-values').then(({ debugEventValues }) => {
      reset(debugEventValues(today, venueText || String(venues[0]?.id ?? ''), String(firstType ?? '')), { keepDefaultValues: true });
    });
  }, [reset, today, venueText, venues, firstType]);
  useDebugFill(fill);

  /** Where a successful save leads: the flash message and the event's page. */
  const proceed = async (stored: SavedEventForm) => {
    await postSavedFlash(intl.formatMessage(common.savedItem, { verb: event === null ? 'created' : 'updated', item: 'event', name: stored.values.name }));
    await navigate(stored.absoluteUrl);
  };
  const imageUpload = useImageAfterSave(uploadEventImage, proceed);

  const onSubmit = handleSubmit(async (body) => {
    setOtherErrors([]);
    imageUpload.clear();
    try {
      const stored = await save.mutateAsync({ id: current?.id ?? null, body });
      setSaved(stored);
      // The image goes to the saved event's image call after the JSON save.
      await imageUpload.send(stored, imageUploadFormData(image));
    } catch (error) {
      const fields = submitErrorsOf(error);
      if (!fields) {
        // Spec section 8: any other failure of a submit is logged only; the submit stops being busy.
        console.error('Saving the event failed', error);
        return;
      }
      const lines: string[] = [];
      for (const [key, messages] of Object.entries(fields)) {
        const field = shownField(key);
        if (field === null || messages.length === 0) {
          lines.push(...messages);
          continue;
        }
        setError(field, { type: 'server', message: messages.join(' '), types: Object.fromEntries(messages.map((m, i) => [`server${i}`, m])) });
      }
      setOtherErrors(lines);
    }
  });

  const invalid = Object.keys(formState.errors).length > 0;
  const cancelTo = current ? current.absoluteUrl : EVENT_FORM_PATHS.list;
  const busy = formState.isSubmitting || imageUpload.working !== null;
  return (
    <FormProvider {...methods}>
      <form className="ui-form event-form" noValidate onSubmit={onSubmit} aria-busy={busy || undefined} data-testid="event-form">
        <BasicInfoSection editing={current !== null} />
        <VenueSection venues={venues} blockedBy={blockedBy} timeZone={timeZone} onFoundVenue={isEditor ? setFound : null} />
        <DetailsSection image={image} onImageChange={setImage} currentImage={current?.imagePrimary ?? null} />
        <DateTimeSection timeZone={timeZone} today={today} />
        <PriceAgeSection />
        {current && isEditor && <EditorToolsSection />}
        <FormErrors messages={otherErrors} />
        {imageUpload.failure && (
          <ImageUploadAlert saved={intl.formatMessage(common.savedItem, { verb: event ? 'updated' : 'created', item: 'event', name: imageUpload.failure.item.values.name })} upload={imageUpload} />
        )}
        <div className="ui-actions event-form__actions">
          <Button type="submit" busy={busy} disabled={blockedBy !== null}>
            {formState.isSubmitting ? intl.formatMessage(common.saving) : intl.formatMessage(current ? messages.save : messages.add)}
          </Button>
          <Link to={cancelTo} className="ui-button ui-button--secondary">
            {intl.formatMessage(common.cancel)}
          </Link>
        </div>
        {invalid && (
          <p className="event-form__invalid" role="alert">
            {intl.formatMessage(common.correctFormErrors)}
          </p>
        )}
      </form>
    </FormProvider>
  );
}
