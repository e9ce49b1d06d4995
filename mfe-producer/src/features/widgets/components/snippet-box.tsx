import { WIDGET_MESSAGES } from '@events/contracts/widgets';
import { Button } from '@events/ui/button';
import { useId } from 'react';
import { useCopyText } from '../hooks/use-copy-text';

export type SnippetBoxProps = { label: string; text: string; rows?: number; copyLabel?: string };

/** A read-only text box with a copy button that says "Copied!" for a moment. */
export function SnippetBox({ label, text, rows = 4, copyLabel = WIDGET_MESSAGES.copy }: SnippetBoxProps) {
  const id = useId();
  const { copied, copy } = useCopyText();
  return (
    <div className="widget-snippet">
      <label htmlFor={id} className="ui-field__label">
        {label}
      </label>
      <textarea id={id} className="ui-input widget-snippet__text" readOnly rows={rows} value={text} onFocus={(event) => event.currentTarget.select()} />
      <Button variant="secondary" onClick={() => void copy(text).catch(() => undefined)}>
        {copied ? WIDGET_MESSAGES.copied : copyLabel}
      </Button>
    </div>
  );
}
