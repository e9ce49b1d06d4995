import { embedSnippet, resizerSnippet, WIDGET_MESSAGES, type Widget } from '@events/contracts/widgets';
import { Dialog } from '@events/ui/dialog';
import { SnippetBox } from './snippet-box';

export type EmbedDialogProps = { widget: Widget; onClose: () => void };

/** 'Embed Calendar': the iframe snippet (720px high, 100% wide) and the optional resizer script, each with Copy. */
export function EmbedDialog({ widget, onClose }: EmbedDialogProps) {
  return (
    <Dialog open onClose={onClose} title={WIDGET_MESSAGES.embedTitle}>
      <SnippetBox label="Embed code" text={embedSnippet(widget.embedUrl, widget.title)} />
      <SnippetBox label={WIDGET_MESSAGES.resizerLabel} text={resizerSnippet(widget.embedUrl)} rows={2} />
    </Dialog>
  );
}
