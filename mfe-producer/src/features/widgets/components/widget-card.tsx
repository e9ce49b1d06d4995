import { WIDGET_PATHS, WIDGET_POPUP, type Widget } from '@events/contracts/widgets';
import { ActionMenu } from '@events/ui/action-menu';
import { Button } from '@events/ui/button';
import { Dialog } from '@events/ui/dialog';
import { plainMessages, useAppIntl } from '@events/ui/i18n/app-intl';
import { useState } from 'react';
import { defineMessages } from '@events/api-client/intl';
import { common } from '../../../i18n/shared-messages';
import { widgetMessages } from '../widget-messages';
import { useNavigate } from '@events/router';
import { EmbedDialog } from './embed-dialog';
import { ExportDialog } from './export-dialog';

const messages = plainMessages(defineMessages({
  embed: { id: 'producer.widgets.card.embed', defaultMessage: 'Embed' },
  metrics: { id: 'producer.widgets.card.metrics', defaultMessage: 'Metrics' },
  confirmTitle: { id: 'producer.widgets.card.confirmTitle', defaultMessage: 'Delete this calendar?' },
  confirmText: { id: 'producer.widgets.card.confirmText', defaultMessage: '“{title}” will stop showing on every site that embeds it. This cannot be undone.' },
}));

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
  const intl = useAppIntl();
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
      setError(intl.formatMessage(common.deleteItem, { reason: failureReason(failure) ?? intl.formatMessage(common.unknownError) }));
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
        label={intl.formatMessage(common.actions)}
        ariaLabel={intl.formatMessage(common.actionsFor, { name: widget.title })}
        className="widget-card__menu"
        items={[
          { id: 'edit', label: intl.formatMessage(common.edit), onSelect: () => void navigate(WIDGET_PATHS.edit(widget.id)) },
          { id: 'embed', label: intl.formatMessage(messages.embed), onSelect: () => setOpen('embed') },
          { id: 'export', label: intl.formatMessage(widgetMessages.exportTitle), onSelect: () => setOpen('export') },
          { id: 'metrics', label: intl.formatMessage(messages.metrics), onSelect: () => void navigate(WIDGET_PATHS.metrics(widget.id)) },
          { id: 'delete', label: intl.formatMessage(common.delete), onSelect: () => setOpen('delete'), disabled: deleting },
        ]}
      />
      {open === 'embed' && <EmbedDialog widget={widget} onClose={() => setOpen(null)} />}
      {open === 'export' && <ExportDialog widget={widget} onClose={() => setOpen(null)} />}
      {open === 'delete' && (
        <Dialog open onClose={() => setOpen(null)} title={intl.formatMessage(messages.confirmTitle)}>
          <p>{intl.formatMessage(messages.confirmText, { title: widget.title })}</p>
          <div className="ui-actions">
            <Button variant="secondary" onClick={() => setOpen(null)} data-autofocus="">
              {intl.formatMessage(common.cancel)}
            </Button>
            <Button onClick={() => void remove()}>{intl.formatMessage(common.delete)}</Button>
          </div>
        </Dialog>
      )}
    </li>
  );
}
