import { VENUE_FORM_PATHS } from '@events/contracts/venue-forms';
import { ActionMenu } from '@events/ui/action-menu';
import { ConfirmDeleteDialog } from '@events/ui/confirm-delete-dialog';
import { FormErrors } from '@events/ui/form-errors';
import { plainMessages, useAppIntl } from '@events/ui/i18n/app-intl';
import { useState } from 'react';
import { defineMessages } from '@events/api-client/intl';
import { common } from '../../../i18n/shared-messages';

const messages = plainMessages(defineMessages({
  actions: { id: 'producer.venueAdmin.actions', defaultMessage: 'Venue actions' },
  actionsFor: { id: 'producer.venueAdmin.actionsFor', defaultMessage: 'Venue actions for {venue}' },
  confirm: { id: 'producer.venueAdmin.confirm', defaultMessage: 'The venue “{venue}” and its events will be deleted permanently.' },
}));
import { useNavigate } from '@events/router';
import { useDeleteVenue } from '../api/delete-venue';

export type VenueAdminMenuProps = { venueId: number; venueName: string };

/** The admin form's edit menu (spec section 2): Delete, confirmed, then the events list. */
export function VenueAdminMenu({ venueId, venueName }: VenueAdminMenuProps) {
  const intl = useAppIntl();
  const navigate = useNavigate();
  const deletion = useDeleteVenue();
  const [confirming, setConfirming] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const onDelete = async () => {
    try {
      await deletion.mutateAsync(venueId);
      setConfirming(false);
      await navigate(VENUE_FORM_PATHS.events);
    } catch (error) {
      setConfirming(false);
      setFailure(intl.formatMessage(common.deleteItem, { reason: error instanceof Error && error.message ? error.message : intl.formatMessage(common.unknownError) }));
    }
  };

  return (
    <div className="venue-form__admin-menu">
      <ActionMenu
        label={intl.formatMessage(messages.actions)}
        ariaLabel={intl.formatMessage(messages.actionsFor, { venue: venueName })}
        items={[{ id: 'delete', label: intl.formatMessage(common.delete), onSelect: () => setConfirming(true) }]}
      />
      <FormErrors messages={failure ? [failure] : []} />
      {confirming && (
        <ConfirmDeleteDialog
          message={intl.formatMessage(messages.confirm, { venue: venueName })}
          busy={deletion.isPending}
          onCancel={() => setConfirming(false)}
          onConfirm={() => void onDelete()}
        />
      )}
    </div>
  );
}
