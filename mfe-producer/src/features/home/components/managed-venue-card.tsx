import type { ProducerHomeVenue } from '@events/contracts/producer-home';
import { VENUE_FORM_PATHS } from '@events/contracts/venue-forms';
import { SubscriptionBadge } from '@events/ui/status-badge';
import { plainMessages, useAppIntl } from '@events/ui/i18n/app-intl';
import { Link } from '@events/router';
import { defineMessages } from '@events/api-client/intl';
import { QuotaMeter } from '../../../components/quota-meter';
import { NextStepLink } from './next-step-link';

const messages = plainMessages(defineMessages({
  plan: { id: 'producer.home.venue.plan', defaultMessage: 'Plan {plan}' },
  noSubscription: { id: 'producer.home.venue.noSubscription', defaultMessage: 'No subscription yet' },
  upcoming: { id: 'producer.home.venue.upcoming', defaultMessage: 'Upcoming' },
  upcomingCount: { id: 'producer.home.venue.upcomingCount', defaultMessage: '{count, plural, one {# event} other {# events}}' },
  thisWeek: { id: 'producer.home.venue.thisWeek', defaultMessage: 'This week' },
  views: { id: 'producer.home.venue.views', defaultMessage: '{count, plural, one {# page view} other {# page views}}' },
  editVenueLabel: { id: 'producer.home.venue.editLabel', defaultMessage: 'Edit venue: {venue}' },
  editVenue: { id: 'producer.home.venue.edit', defaultMessage: 'Edit venue' },
}));

const SPACE = ' ';

/** One managed venue on the producer's home: plan and status, quota bar, events to come, the week's views, next step. */
export function ManagedVenueCard({ venue }: { venue: ProducerHomeVenue }) {
  const intl = useAppIntl();
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
            {intl.formatMessage(messages.plan, { plan: subscription.planName })}
            {SPACE}
            <SubscriptionBadge status={subscription.status} />
          </>
        ) : (
          intl.formatMessage(messages.noSubscription)
        )}
      </p>
      <QuotaMeter venueName={poi.name} quota={venue.quota} />
      <dl className="producer-home__figures">
        <div>
          <dt>{intl.formatMessage(messages.upcoming)}</dt>
          <dd>{intl.formatMessage(messages.upcomingCount, { count: venue.upcomingEvents })}</dd>
        </div>
        <div>
          <dt>{intl.formatMessage(messages.thisWeek)}</dt>
          <dd>{intl.formatMessage(messages.views, { count: venue.viewsThisWeek })}</dd>
        </div>
      </dl>
      <div className="producer-home__actions">
        <NextStepLink venue={venue} />
        <Link to={VENUE_FORM_PATHS.edit(poi.id)} className="ui-button ui-button--secondary" aria-label={intl.formatMessage(messages.editVenueLabel, { venue: poi.name })}>
          {intl.formatMessage(messages.editVenue)}
        </Link>
      </div>
    </li>
  );
}
