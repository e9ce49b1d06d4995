import { Button } from '@events/ui/button';
import { useAppIntl } from '@events/ui/i18n/app-intl';
import { widgetMessages } from '../widget-messages';
import { useId } from 'react';
import { useCopyText } from '../hooks/use-copy-text';

export type SnippetBoxProps = { label: string; text: string; rows?: number; copyLabel?: string };

/** A read-only text box with a copy button that says "Copied!" for a moment. */
export function SnippetBox({ label, text, rows = 4, copyLabel }: SnippetBoxProps) {
  const intl = useAppIntl();
  const id = useId();
  const { copied, copy } = useCopyText();
  return (
    <div className="widget-snippet">
      <label htmlFor={id} className="ui-field__label">
        {label}
      </label>
      <textarea id={id} className="ui-input widget-snippet__text" readOnly rows={rows} value={text} onFocus={(event) => event.currentTarget.select()} />
      <Button variant="secondary" onClick={() => void copy(text).catch(() => undefined)}>
        {copied ? intl.formatMessage(widgetMessages.copied) : (copyLabel ?? intl.formatMessage(widgetMessages.copy))}
      </Button>
    </div>
  );
}
