import { fieldErrorsOf } from '@events/api-client/field-errors';
import {
  CONTENT_PAGE_ADMIN_PATH,
  CONTENT_PAGE_BODY_MAX,
  CONTENT_PAGE_MESSAGES,
  CONTENT_PAGE_PATHS,
  CONTENT_PAGE_TITLE_MAX,
  type ContentPage,
  contentPageWriteSchema,
} from '@events/contracts/content-pages';
import { CONTENT_PAGE_RULES } from '@events/domain/description-html';
import { Button } from '@events/ui/button';
import { messagesOf } from '@events/ui/form-messages';
import { RichTextField } from '@events/ui/rich-text-field';
import { TextField } from '@events/ui/text-field';
import { useSchemaForm } from '@events/ui/use-schema-form';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { Link } from '@events/router';
import { contentPageKey, saveContentPage } from '../api/content-pages';

/** A content page's title and text; Save stores them (sanitised by the server) and says where to read the page. */
export function ContentPageForm({ page }: { page: ContentPage }) {
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
      setSaved(CONTENT_PAGE_MESSAGES.saved(stored.title));
    } catch (error) {
      const fields = fieldErrorsOf(error);
      if (!fields) throw error;
      for (const [field, messages] of Object.entries(fields)) {
        setError(field === 'title' || field === 'body' ? field : 'root', { message: messages.join(' ') });
      }
    }
  });

  return (
    <form className="ui-form content-pages__form" noValidate onSubmit={onSubmit} aria-label={`Edit ${page.title}`}>
      <TextField label="Title" required maxLength={CONTENT_PAGE_TITLE_MAX} {...register('title')} errors={messagesOf(errors.title)} />
      <Controller
        control={control}
        name="body"
        render={({ field, fieldState }) => (
          <RichTextField
            label="Text"
            required
            rules={CONTENT_PAGE_RULES}
            maxLength={CONTENT_PAGE_BODY_MAX}
            description="Headings mark the sections; a long page lists them at its top."
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
          Save page
        </Button>
        <Link to={CONTENT_PAGE_ADMIN_PATH}>Back to {CONTENT_PAGE_MESSAGES.title}</Link>
      </div>
      {saved && (
        <p role="status">
          {saved} <a href={CONTENT_PAGE_PATHS[page.slug]}>View the page</a>
        </p>
      )}
    </form>
  );
}
