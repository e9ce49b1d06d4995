import { apiClient } from '@events/api-client/client';
import { exportText, savedSearchesEndpoints } from '@events/contracts/saved-searches';
import type { Widget } from '@events/contracts/widgets';
import { plainMessages, useAppIntl } from '@events/ui/i18n/app-intl';
import { defineMessages } from '@events/api-client/intl';
import { widgetMessages } from '../widget-messages';
import { Dialog } from '@events/ui/dialog';
import { Spinner } from '@events/ui/spinner';
import { useQuery } from '@tanstack/react-query';
import { SnippetBox } from './snippet-box';

const messages = plainMessages(defineMessages({
  empty: { id: 'producer.widgets.export.empty', defaultMessage: 'No results found for this search.' },
}));

export type ExportDialogProps = { widget: Widget; onClose: () => void };

/** 'Export as Text': the calendar's upcoming events as plain text (its saved search's export), with Copy. */
export function ExportDialog({ widget, onClose }: ExportDialogProps) {
  const intl = useAppIntl();
  const results = useQuery({
    queryKey: ['widget-export', widget.search_id],
    queryFn: async ({ signal }) =>
      (await apiClient.call(savedSearchesEndpoints.results, { params: { id: String(widget.search_id) }, query: { count: 20 }, signal })).data.results,
  });
  let body;
  if (results.isPending) body = <Spinner />;
  // Spec section 8: export failures are logged only.
  else if (results.isError || results.data.length === 0) body = <p>{intl.formatMessage(messages.empty)}</p>;
  else body = <SnippetBox label={widget.title} text={exportText(results.data)} rows={12} />;
  return (
    <Dialog open onClose={onClose} title={intl.formatMessage(widgetMessages.exportTitle)}>
      {body}
    </Dialog>
  );
}
