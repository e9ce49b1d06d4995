import { fieldErrorsOf } from '@events/api-client/field-errors';
import { type AdminCategory, CATEGORY_NAME_MAX, categoryWriteSchema } from '@events/contracts/category-admin';
import { Button } from '@events/ui/button';
import { plainMessages, useAppIntl } from '@events/ui/i18n/app-intl';
import { messagesOf } from '@events/ui/form-messages';
import { TextField } from '@events/ui/text-field';
import { useSchemaForm } from '@events/ui/use-schema-form';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { defineMessages } from '@events/api-client/intl';
import { commonMessages } from '../../../i18n/common-messages';
import { CATEGORIES_KEY, saveCategory } from '../api/category-admin';

export const categoryMessages = plainMessages(defineMessages({
  renameName: { id: 'editor.categories.renameName', defaultMessage: 'Rename {name}' },
  newCategory: { id: 'editor.categories.newCategory', defaultMessage: 'New category' },
  // The Spanish name's label and column (issue 31). Not "Spanish name": a label match by substring (Playwright's, in
  // the e2e tests) finds "Name" in it.
  nameEs: { id: 'editor.categories.nameEs', defaultMessage: 'In Spanish' },
}));

const messages = plainMessages(defineMessages({
  name: { id: 'editor.categoryForm.name', defaultMessage: 'Name' },
  nameEsHelp: { id: 'editor.categoryForm.nameEsHelp', defaultMessage: 'Optional. Shown to Spanish readers in place of the name.' },
  saveName: { id: 'editor.categoryForm.saveName', defaultMessage: 'Save name' },
  addCategory: { id: 'editor.categoryForm.addCategory', defaultMessage: 'Add category' },
}));

type Props = {
  /** The category to rename, or null for a new one. */
  readonly category: AdminCategory | null;
  readonly onSaved: (saved: AdminCategory) => void;
  readonly onCancel: () => void;
};

/**
 * A new category's name, or a new name for one, with its optional Spanish name (issue 31); a name another category
 * has is refused by the server.
 */
export function CategoryForm({ category, onSaved, onCancel }: Props) {
  const intl = useAppIntl();
  const queryClient = useQueryClient();
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors, isSubmitting },
  } = useSchemaForm(categoryWriteSchema, { name: category?.name ?? '', name_es: category?.nameEs ?? '' });

  // Choosing Rename puts the caret in the name, where the superuser types next.
  useEffect(() => {
    if (category) setFocus('name');
  }, [category, setFocus]);

  const onSubmit = handleSubmit(async (body) => {
    try {
      const stored = await saveCategory(category?.id ?? null, body);
      await queryClient.invalidateQueries({ queryKey: CATEGORIES_KEY });
      onSaved(stored);
    } catch (error) {
      const fields = fieldErrorsOf(error);
      if (!fields) throw error;
      for (const [field, messages] of Object.entries(fields)) setError(field === 'name' || field === 'name_es' ? field : 'root', { message: messages.join(' ') });
    }
  });

  return (
    <form className="ui-form categories__form" noValidate onSubmit={onSubmit} aria-label={category ? intl.formatMessage(categoryMessages.renameName, { name: category.name }) : intl.formatMessage(categoryMessages.newCategory)}
    >
      <TextField label={intl.formatMessage(messages.name)} required maxLength={CATEGORY_NAME_MAX} {...register('name')} errors={messagesOf(errors.name)} />
      <TextField
        label={intl.formatMessage(categoryMessages.nameEs)}
        description={intl.formatMessage(messages.nameEsHelp)}
        lang="es"
        maxLength={CATEGORY_NAME_MAX}
        {...register('name_es')}
        errors={messagesOf(errors.name_es)}
      />
      {errors.root && <p role="alert">{errors.root.message}</p>}
      <div className="ui-actions">
        <Button type="submit" busy={isSubmitting} disabled={isSubmitting}>
          {intl.formatMessage(category ? messages.saveName : messages.addCategory)}
        </Button>
        {category && (
          <Button type="button" variant="secondary" onClick={onCancel}>
            {intl.formatMessage(commonMessages.cancel)}
          </Button>
        )}
      </div>
    </form>
  );
}
