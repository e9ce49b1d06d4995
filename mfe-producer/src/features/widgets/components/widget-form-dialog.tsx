import { submitErrorsOf } from '@events/api-client/field-errors';
import { SAVED_SEARCH_PATHS } from '@events/contracts/saved-searches';
import { LANGUAGES } from '@events/contracts/languages';
import { WIDGET_TITLE_MAX, WIDGET_VIEWS, type Widget, widgetWriteSchema } from '@events/contracts/widgets';
import { Button } from '@events/ui/button';
import { CountedTextField } from '@events/ui/counted-text-field';
import { Dialog } from '@events/ui/dialog';
import { FieldsetFrame } from '@events/ui/fieldset-frame';
import { FormErrors } from '@events/ui/form-errors';
import { messagesOf, setServerErrors } from '@events/ui/form-messages';
import { SelectField } from '@events/ui/select-field';
import { Spinner } from '@events/ui/spinner';
import { useSchemaForm } from '@events/ui/use-schema-form';
import { SelectOptions } from '@events/ui/select-options';
import { plainMessages, useAppIntl } from '@events/ui/i18n/app-intl';
import { defineMessages } from '@events/api-client/intl';
import type { ReactNode } from 'react';
import { common } from '../../../i18n/shared-messages';
import { widgetMessages } from '../widget-messages';
import { Controller } from 'react-hook-form';
import { useSavedSearchChoices } from '../api/get-saved-search-choices';
import { useSaveWidget } from '../api/save-widget';

const FIELDS = ['title', 'search_id', 'default_view', 'language', 'show_views', 'show_categories', 'show_subscribe'] as const;

/** The controls a producer may show or hide, with their labels. */
const CONTROLS = [
  { name: 'show_views', label: widgetMessages.showViewsLabel },
  { name: 'show_categories', label: widgetMessages.showCategoriesLabel },
  { name: 'show_subscribe', label: widgetMessages.showSubscribeLabel },
] as const;

const messages = plainMessages(defineMessages({
  title: { id: 'producer.widgets.form.title', defaultMessage: 'Title' },
  loadingSearches: { id: 'producer.widgets.form.loadingSearches', defaultMessage: 'Loading your saved searches…' },
  savedSearch: { id: 'producer.widgets.form.savedSearch', defaultMessage: 'Saved Search' },
  noSearches: { id: 'producer.widgets.form.noSearches', defaultMessage: 'You have no saved searches yet.' },
  chooseSearch: { id: 'producer.widgets.form.chooseSearch', defaultMessage: 'Choose a saved search' },
  controls: { id: 'producer.widgets.form.controls', defaultMessage: 'Controls shown' },
  hint: {
    id: 'producer.widgets.form.hint',
    defaultMessage: '<make>Make a saved search</make> on the events listing, or manage <manage>your saved searches</manage>.',
  },
  save: { id: 'producer.widgets.form.save', defaultMessage: 'Save' },
  language: { id: 'producer.widgets.form.language', defaultMessage: 'Language' },
  readersLanguage: { id: 'producer.widgets.form.readersLanguage', defaultMessage: "Each reader's language" },
  languageHelp: {
    id: 'producer.widgets.form.languageHelp',
    defaultMessage: "The calendar's own words (dates, buttons, headings) in this language; your events' names are shown as you wrote them.",
  },
}));

const SPACE = ' ';

export type WidgetFormDialogProps = {
  /** The calendar being edited; null makes a new one. */
  widget: Widget | null;
  onClose: () => void;
  onSaved: (widget: Widget) => void;
};

/**
 * Create / Edit Calendar (spec section 5): Title (required, at most 256) and Saved Search (required, one of the
 * producer's own, with a link to make one); then the view the calendar opens on and which of its controls show. Validates on touch with the schema the server parses with; Save stays
 * disabled until the form is valid and while it saves; the server's field errors show on the fields.
 */
export function WidgetFormDialog({ widget, onClose, onSaved }: WidgetFormDialogProps) {
  const intl = useAppIntl();
  const choices = useSavedSearchChoices();
  const save = useSaveWidget(widget?.id ?? null);
  const {
    control,
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting, isValid },
  } = useSchemaForm(widgetWriteSchema, {
    title: widget?.title ?? '',
    search_id: widget ? String(widget.search_id) : '',
    default_view: widget?.defaultView ?? 'list',
    language: widget?.language ?? null,
    show_views: widget?.showViews ?? true,
    show_categories: widget?.showCategories ?? true,
    show_subscribe: widget?.showSubscribe ?? true,
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      onSaved(await save.mutateAsync(values));
    } catch (error) {
      const fields = submitErrorsOf(error);
      if (fields) {
        setServerErrors(setError, fields, FIELDS);
        if (fields.nonFieldErrors) setError('root', { type: 'server', message: fields.nonFieldErrors.join(' ') });
      } else {
        // Spec section 8: calendar save failures are logged only.
        console.error('Calendar not saved', error);
      }
    }
  });

  return (
    <Dialog open onClose={onClose} title={intl.formatMessage(widget ? widgetMessages.editTitle : widgetMessages.createTitle)}>
      <form className="ui-form" noValidate onSubmit={onSubmit}>
        <Controller
          control={control}
          name="title"
          render={({ field, fieldState }) => (
            <CountedTextField
              {...field}
              value={typeof field.value === 'string' ? field.value : ''}
              label={intl.formatMessage(messages.title)}
              required
              maxLength={WIDGET_TITLE_MAX}
              errors={messagesOf(fieldState.error)}
            />
          )}
        />
        {choices.isPending ? (
          <Spinner label={intl.formatMessage(messages.loadingSearches)} />
        ) : (
          <Controller
            control={control}
            name="search_id"
            render={({ field, fieldState }) => (
              <SelectField
                {...field}
                value={field.value === undefined || field.value === null ? '' : String(field.value)}
                label={intl.formatMessage(messages.savedSearch)}
                required
                errors={messagesOf(fieldState.error)}
                description={choices.data?.length === 0 ? intl.formatMessage(messages.noSearches) : undefined}
              >
                <option value="">{intl.formatMessage(messages.chooseSearch)}</option>
                <SelectOptions options={(choices.data ?? []).map((choice) => ({ value: String(choice.id), label: choice.searchName }))} />
              </SelectField>
            )}
          />
        )}
        <SelectField label={intl.formatMessage(widgetMessages.defaultViewLabel)} {...register('default_view')} errors={messagesOf(errors.default_view)}>
          <SelectOptions options={WIDGET_VIEWS.map((value) => ({ value, label: intl.formatMessage(value === 'list' ? widgetMessages.viewList : widgetMessages.viewMonth) }))} />
        </SelectField>
        {/* The embed's `?lang=` still wins; without a language each reader gets theirs (issue 31). */}
        <Controller
          control={control}
          name="language"
          render={({ field, fieldState }) => (
            <SelectField
              name={field.name}
              ref={field.ref}
              onBlur={field.onBlur}
              value={typeof field.value === 'string' ? field.value : ''}
              onChange={(event) => field.onChange(event.target.value === '' ? null : event.target.value)}
              label={intl.formatMessage(messages.language)}
              description={intl.formatMessage(messages.languageHelp)}
              errors={messagesOf(fieldState.error)}
            >
              <option value="">{intl.formatMessage(messages.readersLanguage)}</option>
              {LANGUAGES.map((language) => (
                <option key={language.code} value={language.code} lang={language.code}>
                  {language.name}
                </option>
              ))}
            </SelectField>
          )}
        />
        <FieldsetFrame legend={intl.formatMessage(messages.controls)}>
          {CONTROLS.map((choice) => (
            <label key={choice.name} className="widget-form__check">
              <input type="checkbox" {...register(choice.name)} />
              {SPACE}
              {intl.formatMessage(choice.label)}
            </label>
          ))}
        </FieldsetFrame>
        <p className="widget-form__hint">
          {intl.formatMessage(messages.hint, {
            make: (chunks: ReactNode[]) => <a href="/events/">{chunks}</a>,
            manage: (chunks: ReactNode[]) => <a href={SAVED_SEARCH_PATHS.page}>{chunks}</a>,
          })}
        </p>
        <FormErrors messages={errors.root?.message ? [errors.root.message] : []} />
        <div className="ui-actions">
          <Button variant="secondary" onClick={onClose}>
            {intl.formatMessage(common.cancel)}
          </Button>
          <Button type="submit" disabled={!isValid || isSubmitting} busy={isSubmitting}>
            {isSubmitting ? intl.formatMessage(common.saving) : intl.formatMessage(messages.save)}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
