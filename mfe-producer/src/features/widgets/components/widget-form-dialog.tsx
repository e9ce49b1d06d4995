import { submitErrorsOf } from '@events/api-client/field-errors';
import { SAVED_SEARCH_PATHS } from '@events/contracts/saved-searches';
import { WIDGET_MESSAGES, WIDGET_TITLE_MAX, WIDGET_VIEW_LABELS, WIDGET_VIEWS, type Widget, widgetWriteSchema } from '@events/contracts/widgets';
import { Button } from '@events/ui/button';
import { CountedTextField } from '@events/ui/counted-text-field';
import { Dialog } from '@events/ui/dialog';
import { FieldsetFrame } from '@events/ui/fieldset-frame';
import { FormErrors } from '@events/ui/form-errors';
import { messagesOf, setServerErrors } from '@events/ui/form-messages';
import { SelectField } from '@events/ui/select-field';
import { Spinner } from '@events/ui/spinner';
import { useSchemaForm } from '@events/ui/use-schema-form';
import { SelectOptions, labelledOptions } from '@events/ui/select-options';
import { Controller } from 'react-hook-form';
import { useSavedSearchChoices } from '../api/get-saved-search-choices';
import { useSaveWidget } from '../api/save-widget';

const FIELDS = ['title', 'search_id', 'default_view', 'show_views', 'show_categories', 'show_subscribe'] as const;

/** The controls a producer may show or hide, with their labels. */
const CONTROLS = [
  { name: 'show_views', label: WIDGET_MESSAGES.showViewsLabel },
  { name: 'show_categories', label: WIDGET_MESSAGES.showCategoriesLabel },
  { name: 'show_subscribe', label: WIDGET_MESSAGES.showSubscribeLabel },
] as const;

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
    <Dialog open onClose={onClose} title={widget ? WIDGET_MESSAGES.editTitle : WIDGET_MESSAGES.createTitle}>
      <form className="ui-form" noValidate onSubmit={onSubmit}>
        <Controller
          control={control}
          name="title"
          render={({ field, fieldState }) => (
            <CountedTextField
              {...field}
              value={typeof field.value === 'string' ? field.value : ''}
              label="Title"
              required
              maxLength={WIDGET_TITLE_MAX}
              errors={messagesOf(fieldState.error)}
            />
          )}
        />
        {choices.isPending ? (
          <Spinner label="Loading your saved searches…" />
        ) : (
          <Controller
            control={control}
            name="search_id"
            render={({ field, fieldState }) => (
              <SelectField
                {...field}
                value={field.value === undefined || field.value === null ? '' : String(field.value)}
                label="Saved Search"
                required
                errors={messagesOf(fieldState.error)}
                description={choices.data?.length === 0 ? 'You have no saved searches yet.' : undefined}
              >
                <option value="">Choose a saved search</option>
                <SelectOptions options={(choices.data ?? []).map((choice) => ({ value: String(choice.id), label: choice.searchName }))} />
              </SelectField>
            )}
          />
        )}
        <SelectField label={WIDGET_MESSAGES.defaultViewLabel} {...register('default_view')} errors={messagesOf(errors.default_view)}>
          <SelectOptions options={labelledOptions(WIDGET_VIEWS, WIDGET_VIEW_LABELS)} />
        </SelectField>
        <FieldsetFrame legend="Controls shown">
          {CONTROLS.map((choice) => (
            <label key={choice.name} className="widget-form__check">
              <input type="checkbox" {...register(choice.name)} /> {choice.label}
            </label>
          ))}
        </FieldsetFrame>
        <p className="widget-form__hint">
          <a href="/events/">{WIDGET_MESSAGES.makeSearch}</a> on the events listing, or manage <a href={SAVED_SEARCH_PATHS.page}>your saved searches</a>.
        </p>
        <FormErrors messages={errors.root?.message ? [errors.root.message] : []} />
        <div className="ui-actions">
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={!isValid || isSubmitting} busy={isSubmitting}>
            {isSubmitting ? 'Saving…' : 'Save'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
