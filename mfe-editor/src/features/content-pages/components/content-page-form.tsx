import { fieldErrorsOf } from '@events/api-client/field-errors';
import {
  CONTENT_PAGE_ADMIN_PATH,
  CONTENT_PAGE_BODY_MAX,
  CONTENT_PAGE_PATHS,
  CONTENT_PAGE_TITLE_MAX,
  type ContentPage,
  contentPageWriteSchema,
} from '@events/contracts/content-pages';
import { CONTENT_PAGE_RULES } from '@events/domain/description-html';
import { Button } from '@events/ui/button';
import { plainMessages, useAppIntl } from '@events/ui/i18n/app-intl';
import { messagesOf } from '@events/ui/form-messages';
import { RichTextField } from '@events/ui/rich-text-field';
import { TextField } from '@events/ui/text-field';
import { useSchemaForm } from '@events/ui/use-schema-form';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { defineMessages } from '@events/api-client/intl';
import { Link } from '@events/router';
import { contentPageKey, saveContentPage } from '../api/content-pages';
import { contentPageMessages } from './content-page-messages';

const messages = plainMessages(defineMessages({
  saved: { id: 'editor.contentPageForm.saved', defaultMessage: '{title} saved.' },
  title: { id: 'editor.contentPageForm.title', defaultMessage: 'Title' },
  text: { id: 'editor.contentPageForm.text', defaultMessage: 'Text' },
  textHint: { id: 'editor.contentPageForm.textHint', defaultMessage: 'Headings mark the sections; a long page lists them at its top.' },
  savePage: { id: 'editor.contentPageForm.savePage', defaultMessage: 'Save page' },
  backTo: { id: 'editor.contentPageForm.backTo', defaultMessage: 'Back to {list}' },
  viewPage: { id: 'editor.contentPageForm.viewPage', defaultMessage: 'View the page' },
}));

/** A content page's title and text; Save stores them (sanitised by the server) and says where to read the page. */
export function ContentPageForm({ page }: { page: ContentPage }) {
  const intl = useAppIntl();
  const queryClient = useQueryClient();
  const [saved, setSaved] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting, isDirty },
  } = useSchemaForm(contentPageWriteSchema, { title: page.title, body: page.body });

  const onSubmit = handleSubmit(async (values) => {
    setSaved(null);
    try {
      const stored = await saveContentPage(page.slug, values);
      queryClient.setQueryData(contentPageKey(page.slug), stored);
      reset({ title: stored.title, body: stored.body });
      setSaved(intl.formatMessage(messages.saved, { title: stored.title }));
    } catch (error) {
      const fields = fieldErrorsOf(error);
      if (!fields) throw error;
      for (const [field, messages] of Object.entries(fields)) {
        setError(field === 'title' || field === 'body' ? field : 'root', { message: messages.join(' ') });
      }
    }
  });

  return (
    <form className="ui-form content-pages__form" noValidate onSubmit={onSubmit} aria-label={intl.formatMessage(contentPageMessages.editPage, { title: page.title })}>
      <TextField label={intl.formatMessage(messages.title)} required maxLength={CONTENT_PAGE_TITLE_MAX} {...register('title')} errors={messagesOf(errors.title)} />
      <Controller
        control={control}
        name="body"
        render={({ field, fieldState }) => (
          <RichTextField
            label={intl.formatMessage(messages.text)}
            required
            rules={CONTENT_PAGE_RULES}
            maxLength={CONTENT_PAGE_BODY_MAX}
            description={intl.formatMessage(messages.textHint)}
            name={field.name}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            errors={messagesOf(fieldState.error)}
          />
        )}
      />
      {errors.root && <p role="alert">{errors.root.message}</p>}
      <div className="ui-actions">
        <Button type="submit" busy={isSubmitting} disabled={isSubmitting || !isDirty}>
          {intl.formatMessage(messages.savePage)}
        </Button>
        <Link to={CONTENT_PAGE_ADMIN_PATH}>{intl.formatMessage(messages.backTo, { list: intl.formatMessage(contentPageMessages.title) })}</Link>
      </div>
      {saved && (
        <p role="status">
          {saved} <a href={CONTENT_PAGE_PATHS[page.slug]}>{intl.formatMessage(messages.viewPage)}</a>
        </p>
      )}
    </form>
  );
}
