import { fieldErrorsOf } from '@events/api-client/field-errors';
import {
  type AdminSearchAd,
  SEARCH_AD_BUTTON_MAX,
  SEARCH_AD_DESCRIPTION_MAX,
  SEARCH_AD_TITLE_MAX,
  type SearchAdWrite,
  type SearchAdWriteParsed,
  searchAdWriteSchema,
} from '@events/contracts/ads';
import { Button } from '@events/ui/button';
import { CountedTextField } from '@events/ui/counted-text-field';
import { DateField } from '@events/ui/date-field';
import { messagesOf, setServerErrors } from '@events/ui/form-messages';
import { plainMessages, useAppIntl } from '@events/ui/i18n/app-intl';
import { EMPTY_IMAGE_VALUE, ImageField, type ImageFieldValue, imageUploadFormData } from '@events/ui/image-field';
import { TextField } from '@events/ui/text-field';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { defineMessages } from '@events/api-client/intl';
import { commonMessages } from '../../../i18n/common-messages';
import { saveSearchAd, useSearchAdChange } from '../api/search-ads';
import { searchAdMessages } from './search-ad-messages';
import { SearchAdPreview } from './search-ad-preview';

const messages = plainMessages(defineMessages({
  imageRequired: { id: 'editor.searchAdForm.imageRequired', defaultMessage: 'An active ad needs an image. Upload one first.' },
  notSaved: { id: 'editor.searchAdForm.notSaved', defaultMessage: 'The ad was not saved. Please try again.' },
  editAd: { id: 'editor.searchAdForm.editAd', defaultMessage: 'Edit ad {title}' },
  title: { id: 'editor.searchAdForm.title', defaultMessage: 'Title' },
  description: { id: 'editor.searchAdForm.description', defaultMessage: 'Description' },
  image: { id: 'editor.searchAdForm.image', defaultMessage: 'Image' },
  link: { id: 'editor.searchAdForm.link', defaultMessage: 'Link (https)' },
  buttonText: { id: 'editor.searchAdForm.buttonText', defaultMessage: 'Button text' },
  startDate: { id: 'editor.searchAdForm.startDate', defaultMessage: 'Start date' },
  endDate: { id: 'editor.searchAdForm.endDate', defaultMessage: 'End date' },
  active: { id: 'editor.searchAdForm.active', defaultMessage: 'Active (shown in the events listing while inside its dates)' },
  save: { id: 'editor.searchAdForm.save', defaultMessage: 'Save ad' },
}));

type FormValues = { title: string; description: string; url: string; button_text: string; starts_on: string; ends_on: string; active: boolean };
const FIELDS = ['title', 'description', 'url', 'button_text', 'starts_on', 'ends_on', 'active'] as const;

function defaultsOf(ad: AdminSearchAd | null): FormValues {
  return {
    title: ad?.title ?? '',
    description: ad?.description ?? '',
    url: ad?.url ?? 'https://',
    button_text: ad?.buttonText ?? 'Learn More',
    starts_on: ad?.startsOn ?? '',
    ends_on: ad?.endsOn ?? '',
    active: ad?.active ?? true,
  };
}

/** Create or edit a search ad, with a preview of the card as the events listing shows it. */
export function SearchAdForm({ ad, onDone }: { ad: AdminSearchAd | null; onDone: () => void }) {
  const intl = useAppIntl();
  const save = useSearchAdChange(saveSearchAd);
  const [image, setImage] = useState<ImageFieldValue>(EMPTY_IMAGE_VALUE);
  const [imageErrors, setImageErrors] = useState<string[]>([]);
  const [failure, setFailure] = useState('');
  const {
    control,
    register,
    handleSubmit,
    setError,
    formState: { isSubmitting },
  } = useForm<FormValues, unknown, SearchAdWriteParsed>({ mode: 'onTouched', defaultValues: defaultsOf(ad), resolver: zodResolver(searchAdWriteSchema) as never });
  const watched = useWatch({ control });
  const previewUrl = image.file ? URL.createObjectURL(image.file) : image.clear ? null : (ad?.image ?? null);

  const onSubmit = handleSubmit(async (body) => {
    setFailure('');
    setImageErrors([]);
    const hasImage = Boolean(image.file) || (Boolean(ad?.image) && !image.clear);
    if (body.active && !hasImage) {
      setImageErrors([intl.formatMessage(messages.imageRequired)]);
      return;
    }
    try {
      await save.mutateAsync({ id: ad?.id ?? null, body: body as SearchAdWrite, image: imageUploadFormData(image) });
      onDone();
    } catch (error) {
      const fields = fieldErrorsOf(error);
      if (fields) {
        setServerErrors(setError, fields, FIELDS);
        if (fields.image) setImageErrors(fields.image);
      } else setFailure(intl.formatMessage(messages.notSaved));
    }
  });

  return (
    <div className="search-ad-editor">
      <form className="ui-form" noValidate onSubmit={onSubmit} aria-label={ad ? intl.formatMessage(messages.editAd, { title: ad.title }) : intl.formatMessage(searchAdMessages.newAd)}>
        <Controller control={control} name="title" render={({ field, fieldState }) => <CountedTextField {...field} label={intl.formatMessage(messages.title)} required maxLength={SEARCH_AD_TITLE_MAX} errors={messagesOf(fieldState.error)} />} />
        <Controller
          control={control}
          name="description"
          render={({ field, fieldState }) => <CountedTextField {...field} label={intl.formatMessage(messages.description)} maxLength={SEARCH_AD_DESCRIPTION_MAX} errors={messagesOf(fieldState.error)} />}
        />
        <ImageField
          label={intl.formatMessage(messages.image)}
          name="image"
          required
          value={image}
          onChange={(value) => {
            setImage(value);
            setImageErrors([]);
          }}
          currentUrl={ad?.image ?? null}
          errors={imageErrors}
        />
        <Controller control={control} name="url" render={({ field, fieldState }) => <TextField {...field} label={intl.formatMessage(messages.link)} type="url" required errors={messagesOf(fieldState.error)} />} />
        <Controller
          control={control}
          name="button_text"
          render={({ field, fieldState }) => <CountedTextField {...field} label={intl.formatMessage(messages.buttonText)} required maxLength={SEARCH_AD_BUTTON_MAX} errors={messagesOf(fieldState.error)} />}
        />
        <Controller control={control} name="starts_on" render={({ field, fieldState }) => <DateField {...field} label={intl.formatMessage(messages.startDate)} errors={messagesOf(fieldState.error)} />} />
        <Controller control={control} name="ends_on" render={({ field, fieldState }) => <DateField {...field} label={intl.formatMessage(messages.endDate)} errors={messagesOf(fieldState.error)} />} />
        <div className="ui-checkbox">
          <input id="ad-active" type="checkbox" {...register('active')} />
          <label htmlFor="ad-active">{intl.formatMessage(messages.active)}</label>
        </div>
        <div className="search-ad-editor__actions">
          <Button type="submit" busy={isSubmitting} disabled={isSubmitting}>
            {intl.formatMessage(messages.save)}
          </Button>
          <Button variant="secondary" onClick={onDone}>
            {intl.formatMessage(commonMessages.cancel)}
          </Button>
        </div>
        {failure && <p role="alert">{failure}</p>}
      </form>
      <SearchAdPreview
        ad={{ title: watched.title ?? '', description: watched.description ?? '', image: previewUrl, url: watched.url ?? '', buttonText: watched.button_text ?? '' }}
      />
    </div>
  );
}
