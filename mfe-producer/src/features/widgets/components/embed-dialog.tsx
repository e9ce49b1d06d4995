import { embedSnippet, resizerSnippet, type Widget } from '@events/contracts/widgets';
import { Dialog } from '@events/ui/dialog';
import { plainMessages, useAppIntl } from '@events/ui/i18n/app-intl';
import { defineMessages } from '@events/api-client/intl';
import { widgetMessages } from '../widget-messages';

const messages = plainMessages(defineMessages({
  embedCode: { id: 'producer.widgets.embed.code', defaultMessage: 'Embed code' },
}));
import { SnippetBox } from './snippet-box';

export type EmbedDialogProps = { widget: Widget; onClose: () => void };

/** 'Embed Calendar': the iframe snippet (720px high, 100% wide) and the optional resizer script, each with Copy. */
export function EmbedDialog({ widget, onClose }: EmbedDialogProps) {
  const intl = useAppIntl();
  return (
    <Dialog open onClose={onClose} title={intl.formatMessage(widgetMessages.embedTitle)}>
      <SnippetBox label={intl.formatMessage(messages.embedCode)} text={embedSnippet(widget.embedUrl, widget.title)} />
      <SnippetBox label={intl.formatMessage(widgetMessages.resizerLabel)} text={resizerSnippet(widget.embedUrl)} rows={2} />
    </Dialog>
  );
}
