import type { ProducerHomeVenue } from '@events/contracts/producer-home';
import { VENUE_FORM_PATHS } from '@events/contracts/venue-forms';
import { SubscriptionBadge } from '@events/ui/status-badge';
import { Link } from '@events/router';
import { QuotaMeter } from '../../../components/quota-meter';
import { NextStepLink } from './next-step-link';

const count = (n: number, one: string, many: string) => `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

/** One managed venue on the producer's home: plan and status, quota bar, events to come, the week's views, next step. */
export function ManagedVenueCard({ venue }: { venue: ProducerHomeVenue }) {
  const { poi, subscription } = venue;
  const headingId = `managed-venue-${poi.id}`;
  return (
    <li className="producer-home__venue" aria-labelledby={headingId} data-testid="managed-venue">
      <h2 id={headingId} className="producer-home__venue-name">
        {poi.name}
      </h2>
      <p className="producer-home__plan">
        {subscription ? (
          <>
            Plan {subscription.planName} <SubscriptionBadge status={subscription.status} />
          </>
        ) : (
          'No subscription yet'
        )}
      </p>
      <QuotaMeter venueName={poi.name} quota={venue.quota} />
      <dl className="producer-home__figures">
        <div>
          <dt>Upcoming</dt>
          <dd>{count(venue.upcomingEvents, 'event', 'events')}</dd>
        </div>
        <div>
          <dt>This week</dt>
          <dd>{count(venue.viewsThisWeek, 'page view', 'page views')}</dd>
        </div>
      </dl>
      <div className="producer-home__actions">
        <NextStepLink venue={venue} />
        <Link to={VENUE_FORM_PATHS.edit(poi.id)} className="ui-button ui-button--secondary" aria-label={`Edit venue: ${poi.name}`}>
          Edit venue
        </Link>
      </div>
    </li>
  );
}
