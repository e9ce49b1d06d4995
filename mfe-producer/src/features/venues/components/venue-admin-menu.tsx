import { ERRORS } from '@events/contracts/messages';
import { VENUE_FORM_PATHS } from '@events/contracts/venue-forms';
import { ActionMenu } from '@events/ui/action-menu';
import { ConfirmDeleteDialog } from '@events/ui/confirm-delete-dialog';
import { FormErrors } from '@events/ui/form-errors';
import { useState } from 'react';
import { useNavigate } from '@events/router';
import { useDeleteVenue } from '../api/delete-venue';

export type VenueAdminMenuProps = { venueId: number; venueName: string };

/** The admin form's edit menu (spec section 2): Delete, confirmed, then the events list. */
export function VenueAdminMenu({ venueId, venueName }: VenueAdminMenuProps) {
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
      setFailure(ERRORS.deleteItem(error instanceof Error ? error.message : undefined));
    }
  };

  return (
    <div className="venue-form__admin-menu">
      <ActionMenu label="Venue actions" ariaLabel={`Venue actions for ${venueName}`} items={[{ id: 'delete', label: 'Delete', onSelect: () => setConfirming(true) }]} />
      <FormErrors messages={failure ? [failure] : []} />
      {confirming && (
        <ConfirmDeleteDialog
          message={`The venue “${venueName}” and its events will be deleted permanently.`}
          busy={deletion.isPending}
          onCancel={() => setConfirming(false)}
          onConfirm={() => void onDelete()}
        />
      )}
    </div>
  );
}
