import { useUserContext } from '@events/api-client/use-session';
import { managesVenue } from '@events/api-client/venue-management';
import { CLAIM_PATHS } from '@events/contracts/claims';
import type { VenueDetail } from '@events/contracts/venues';
import { plainMessages, useAppIntl } from '@events/ui/i18n/app-intl';
import { useId } from 'react';
import { defineMessages } from '@events/api-client/intl';
import { Link } from '@events/router';
import { useWidgetContext } from '../../../hooks/use-widget-context';
import { useLocalizedContent } from '../../../utils/localized-content';

const messages = plainMessages(defineMessages({
  title: { id: 'discovery.claimVenue.title', defaultMessage: 'Is this your venue?' },
  text: { id: 'discovery.claimVenue.text', defaultMessage: 'Claim {venue} to post its events, keep its details up to date and show its calendar on your own site.' },
  claim: { id: 'discovery.claimVenue.claim', defaultMessage: 'Claim this venue' },
}));

/**
 * An unclaimed venue invites its owner to claim it: the claim screen with the venue chosen, which asks a visitor who
 * is not signed in to log in or register first. Nobody manages the venue yet, so nobody here may edit it but staff.
 */
export function ClaimVenuePrompt({ venue }: { venue: Pick<VenueDetail, 'id' | 'name' | 'nameEs' | 'claimed'> }) {
  const intl = useAppIntl();
  const headingId = useId();
  const user = useUserContext();
  const inWidget = useWidgetContext();
  const localized = useLocalizedContent();
  if (venue.claimed || inWidget || managesVenue(user, venue.id)) return null;
  return (
    <section className="detail-section" aria-labelledby={headingId} data-testid="claim-venue-prompt">
      <h2 id={headingId} className="detail-section__title">
        {intl.formatMessage(messages.title)}
      </h2>
      <p>{intl.formatMessage(messages.text, { venue: localized.name(venue) })}</p>
      <Link to={CLAIM_PATHS.claimVenue(venue.id)} className="ui-button ui-button--secondary">
        {intl.formatMessage(messages.claim)}
      </Link>
    </section>
  );
}
