import type { RichTextRules } from '@events/domain/description-html';
import { lazy, Suspense, useId } from 'react';
import { defineMessages } from '@events/api-client/intl';
import { REQUIRED_MARK, type ControlledFieldProps } from './field-frame.js';
import { CharacterCounter } from './counted-text-field.js';
import { FieldErrorList } from './field-error-list.js';
import { useAppIntl } from './i18n/app-intl.js';

const messages = defineMessages({
  loading: { id: 'ui.richTextField.loading', defaultMessage: 'Loading editor…' },
});

/** The editor (tiptap and ProseMirror) in its own chunk, fetched when a form first shows the field. */
const RichTextEditor = lazy(() => import(/* webpackChunkName: "field-rich-text" */ './rich-text-editor.js').then((m) => ({ default: m.RichTextEditor })));

export type RichTextFieldProps = ControlledFieldProps<string> & {
  /** The longest accepted HTML; with one, a counter "n / max" shows under the field. */
  maxLength?: number | undefined;
  /** What the text keeps: a description's by default (a content page passes CONTENT_PAGE_RULES). */
  rules?: RichTextRules | undefined;
};

/**
 * Rich text (spec section 5): bold, italic, bulleted and numbered lists and links, 250 px high. The form's value
 * is HTML sanitised by the allow-list the backend applies (@events/domain/description-html), '' when empty.
 * Label, help and errors are tied to the editing area as in FieldFrame; the editor itself loads lazily.
 */
export function RichTextField({ label, name, value, onChange, onBlur, description, errors = [], required, disabled, className, maxLength, rules }: RichTextFieldProps) {
  const intl = useAppIntl();
  const id = useId();
  const html = value ?? '';
  const invalid = errors.length > 0;
  const describedBy =
    [description && `${id}-description`, maxLength !== undefined && `${id}-hint`, invalid && `${id}-errors`].filter(Boolean).join(' ') || undefined;
  return (
    <div className={['ui-field', 'ui-rich-text', invalid && 'ui-field--invalid', className].filter(Boolean).join(' ')} data-field-name={name}>
      <span className="ui-field__label-row">
        <span id={`${id}-label`} className="ui-field__label">
          {label}
        </span>
        {required && (
          <span className="ui-field__required" aria-hidden="true">
            {REQUIRED_MARK}
          </span>
        )}
      </span>
      {description && (
        <p id={`${id}-description`} className="ui-field__description">
          {description}
        </p>
      )}
      <Suspense fallback={<div className="ui-rich-text__loading" role="status">{intl.formatMessage(messages.loading)}</div>}>
        <RichTextEditor
          value={html}
          onChange={onChange}
          onBlur={onBlur}
          labelledBy={`${id}-label`}
          describedBy={describedBy}
          invalid={invalid}
          required={required}
          disabled={disabled}
          rules={rules}
        />
      </Suspense>
      {maxLength !== undefined && (
        <div id={`${id}-hint`} className="ui-field__hint">
          <CharacterCounter length={html.length} max={maxLength} />
        </div>
      )}
      <FieldErrorList id={`${id}-errors`} messages={errors} />
    </div>
  );
}
