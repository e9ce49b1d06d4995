import { useUserContext } from '@events/api-client/use-session';
import { managesVenue } from '@events/api-client/venue-management';
import { CLAIM_PATHS } from '@events/contracts/claims';
import type { VenueDetail } from '@events/contracts/venues';
import { useId } from 'react';
import { Link } from '@events/router';
import { useWidgetContext } from '../../../hooks/use-widget-context';

/**
 * An unclaimed venue invites its owner to claim it: the claim screen with the venue chosen, which asks a visitor who
 * is not signed in to log in or register first. Nobody manages the venue yet, so nobody here may edit it but staff.
 */
export function ClaimVenuePrompt({ venue }: { venue: Pick<VenueDetail, 'id' | 'name' | 'claimed'> }) {
  const headingId = useId();
  const user = useUserContext();
  const inWidget = useWidgetContext();
  if (venue.claimed || inWidget || managesVenue(user, venue.id)) return null;
  return (
    <section className="detail-section" aria-labelledby={headingId} data-testid="claim-venue-prompt">
      <h2 id={headingId} className="detail-section__title">
        Is this your venue?
      </h2>
      <p>Claim {venue.name} to post its events, keep its details up to date and show its calendar on your own site.</p>
      <Link to={CLAIM_PATHS.claimVenue(venue.id)} className="ui-button ui-button--secondary">
        Claim this venue
      </Link>
    </section>
  );
}
