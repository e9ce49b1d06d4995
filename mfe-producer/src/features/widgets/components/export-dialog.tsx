import { apiClient } from '@events/api-client/client';
import { ERRORS } from '@events/contracts/messages';
import { exportText, savedSearchesEndpoints } from '@events/contracts/saved-searches';
import { WIDGET_MESSAGES, type Widget } from '@events/contracts/widgets';
import { Dialog } from '@events/ui/dialog';
import { Spinner } from '@events/ui/spinner';
import { useQuery } from '@tanstack/react-query';
import { SnippetBox } from './snippet-box';

export type ExportDialogProps = { widget: Widget; onClose: () => void };

/** 'Export as Text': the calendar's upcoming events as plain text (its saved search's export), with Copy. */
export function ExportDialog({ widget, onClose }: ExportDialogProps) {
  const results = useQuery({
    queryKey: ['widget-export', widget.search_id],
    queryFn: async ({ signal }) =>
      (await apiClient.call(savedSearchesEndpoints.results, { params: { id: String(widget.search_id) }, query: { count: 20 }, signal })).data.results,
  });
  let body;
  if (results.isPending) body = <Spinner />;
  // Spec section 8: export failures are logged only.
  else if (results.isError || results.data.length === 0) body = <p>{ERRORS.exportEmpty}</p>;
  else body = <SnippetBox label={widget.title} text={exportText(results.data)} rows={12} />;
  return (
    <Dialog open onClose={onClose} title={WIDGET_MESSAGES.exportTitle}>
      {body}
    </Dialog>
  );
}
