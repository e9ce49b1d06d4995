import { useUserContext } from '@events/api-client/use-session';
import { Spinner } from '@events/ui/spinner';
import { ClaimVenuePage } from '../features/claims/components/claim-venue-page';
import { VenueForm } from '../features/venues/components/venue-form';

/**
 * The claim screen with its new-venue form: the claims feature asks for a venue form and the venues feature has it,
 * so the two meet here, beside the route table (a feature never imports another). A plain account gets the basic
 * form (spec section 4: "request a new venue, submit it, it is claimed automatically").
 */
export function ClaimVenueScreen() {
  const user = useUserContext();
  if (!user) return <Spinner />;
  return (
    <ClaimVenuePage
      newVenueForm={({ onSubmitted, onCancel }) => (
        <VenueForm venue={null} formType="basic" submission="add" onSubmitted={(venue) => onSubmitted({ id: venue.id, name: venue.name })} onCancel={onCancel} />
      )}
    />
  );
}
