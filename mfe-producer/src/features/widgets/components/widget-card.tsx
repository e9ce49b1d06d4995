import { ERRORS } from '@events/contracts/messages';
import { WIDGET_PATHS, WIDGET_POPUP, type Widget } from '@events/contracts/widgets';
import { ActionMenu } from '@events/ui/action-menu';
import { Button } from '@events/ui/button';
import { Dialog } from '@events/ui/dialog';
import { useState } from 'react';
import { useNavigate } from '@events/router';
import { EmbedDialog } from './embed-dialog';
import { ExportDialog } from './export-dialog';

export type WidgetCardProps = {
  widget: Widget;
  onDelete: (id: number) => Promise<void>;
};

type Open = 'embed' | 'export' | 'delete' | null;

function failureReason(error: unknown): string | undefined {
  return error instanceof Error && error.message ? error.message : undefined;
}

/** Opens the calendar in a 600x800 popup (spec section 9: "Widget popup 600x800"). */
function openPopup(widget: Widget): void {
  window.open(widget.embedUrl, `calendar-${widget.id}`, `popup,width=${WIDGET_POPUP.width},height=${WIDGET_POPUP.height}`);
}

/**
 * A calendar's card: its title (opens the embed URL in the popup), its saved search, and the menu Edit, Embed,
 * Export as Text, Metrics, Delete; dimmed while its deletion runs.
 */
export function WidgetCard({ widget, onDelete }: WidgetCardProps) {
  const navigate = useNavigate();
  const [open, setOpen] = useState<Open>(null);
  const [deleting, setDeleting] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const remove = async () => {
    setOpen(null);
    setDeleting(true);
    setError(null);
    try {
      await onDelete(widget.id);
    } catch (failure) {
      setError(ERRORS.deleteItem(failureReason(failure)));
      setDeleting(false);
    }
  };

  return (
    <li className={['widget-card', deleting && 'widget-card--deleting'].filter(Boolean).join(' ')} aria-busy={deleting || undefined} data-testid="widget-card">
      <div className="widget-card__body">
        <h2 className="widget-card__title">
          <a
            href={widget.embedUrl}
            onClick={(event) => {
              event.preventDefault();
              openPopup(widget);
            }}
          >
            {widget.title}
          </a>
        </h2>
        <p className="widget-card__search">{widget.search.searchName}</p>
        {widget.search.description !== '' && <p className="widget-card__description">{widget.search.description}</p>}
        {error && (
          <p className="widget-card__error" role="alert">
            {error}
          </p>
        )}
      </div>
      <ActionMenu
        label="Actions"
        ariaLabel={`Actions for ${widget.title}`}
        className="widget-card__menu"
        items={[
          { id: 'edit', label: 'Edit', onSelect: () => void navigate(WIDGET_PATHS.edit(widget.id)) },
          { id: 'embed', label: 'Embed', onSelect: () => setOpen('embed') },
          { id: 'export', label: 'Export as Text', onSelect: () => setOpen('export') },
          { id: 'metrics', label: 'Metrics', onSelect: () => void navigate(WIDGET_PATHS.metrics(widget.id)) },
          { id: 'delete', label: 'Delete', onSelect: () => setOpen('delete'), disabled: deleting },
        ]}
      />
      {open === 'embed' && <EmbedDialog widget={widget} onClose={() => setOpen(null)} />}
      {open === 'export' && <ExportDialog widget={widget} onClose={() => setOpen(null)} />}
      {open === 'delete' && (
        <Dialog open onClose={() => setOpen(null)} title="Delete this calendar?">
          <p>“{widget.title}” will stop showing on every site that embeds it. This cannot be undone.</p>
          <div className="ui-actions">
            <Button variant="secondary" onClick={() => setOpen(null)} data-autofocus="">
              Cancel
            </Button>
            <Button onClick={() => void remove()}>Delete</Button>
          </div>
        </Dialog>
      )}
    </li>
  );
}
