import type { ReactNode } from 'react';
import { useUserContext } from '@events/api-client/use-session';
import { CLAIM_PATHS } from '@events/contracts/claims';
import { PRODUCER_PATHS, type ProducerHome } from '@events/contracts/producer-home';
import { VENUE_FORM_PATHS } from '@events/contracts/venue-forms';
import { EmptyState } from '@events/ui/empty-state';
import { QueryResult } from '@events/ui/query-result';
import { plainMessages, useAppIntl } from '@events/ui/i18n/app-intl';
import { defineMessages } from '@events/api-client/intl';
import { Link } from '@events/router';
import { useProducerHome } from '../api/get-producer-home';
import { ManagedVenueCard } from './managed-venue-card';
import './producer-home.css';

const messages = plainMessages(defineMessages({
  title: { id: 'producer.home.title', defaultMessage: 'My Venues' },
  loadFailed: { id: 'producer.home.loadFailed', defaultMessage: 'We could not load your venues. Please try again.' },
  venues: { id: 'producer.home.venues', defaultMessage: 'Managed venues' },
  claimsTitle: { id: 'producer.home.claims.title', defaultMessage: 'Claims in review' },
  claimInReview: { id: 'producer.home.claims.inReview', defaultMessage: '<b>{venue}</b>: Your claim is being reviewed.' },
  seeClaims: { id: 'producer.home.claims.see', defaultMessage: 'See My Claims' },
  calendarsTitle: { id: 'producer.home.calendars.title', defaultMessage: 'My Calendars' },
  noCalendars: { id: 'producer.home.calendars.none', defaultMessage: 'No calendars yet: build one from a saved search to show your events on your own site.' },
  allCalendars: { id: 'producer.home.calendars.all', defaultMessage: 'All {count, number} calendars' },
  manageCalendars: { id: 'producer.home.calendars.manage', defaultMessage: 'Manage calendars' },
  noVenues: { id: 'producer.home.noVenues', defaultMessage: 'You do not manage a venue yet. Claim your venue from its page, or add a new one.' },
  claimVenue: { id: 'producer.home.claimVenue', defaultMessage: 'Claim a venue' },
  addVenue: { id: 'producer.home.addVenue', defaultMessage: 'Add a venue' },
}));

const SPACE = ' ';
const bold = (chunks: ReactNode[]) => <strong>{chunks}</strong>;

function ClaimsInReview({ claims }: { claims: ProducerHome['claimsInReview'] }) {
  const intl = useAppIntl();
  if (claims.length === 0) return null;
  return (
    <section aria-labelledby="producer-home-claims">
      <h2 id="producer-home-claims">{intl.formatMessage(messages.claimsTitle)}</h2>
      <ul className="producer-home__claims">
        {claims.map((claim) => (
          <li key={claim.id}>
            {intl.formatMessage(messages.claimInReview, { venue: claim.poi?.name ?? '', b: bold })}
            {SPACE}
            <Link to={CLAIM_PATHS.mine}>{intl.formatMessage(messages.seeClaims)}</Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Calendars({ home }: { home: ProducerHome }) {
  const intl = useAppIntl();
  return (
    <section aria-labelledby="producer-home-calendars">
      <h2 id="producer-home-calendars">{intl.formatMessage(messages.calendarsTitle)}</h2>
      {home.calendars.length === 0 ? (
        <p>{intl.formatMessage(messages.noCalendars)}</p>
      ) : (
        <ul className="producer-home__calendars">
          {home.calendars.map((calendar) => (
            <li key={calendar.id}>
              <Link to={PRODUCER_PATHS.calendarMetrics(calendar.id)}>{calendar.title}</Link>
            </li>
          ))}
        </ul>
      )}
      <p>
        <Link to={PRODUCER_PATHS.calendars}>{home.calendarCount > home.calendars.length ? intl.formatMessage(messages.allCalendars, { count: home.calendarCount }) : intl.formatMessage(messages.manageCalendars)}</Link>
      </p>
    </section>
  );
}

function NoVenues() {
  const intl = useAppIntl();
  return (
    <EmptyState title={intl.formatMessage(messages.noVenues)}>
      <Link to={CLAIM_PATHS.claim} className="ui-button">
        {intl.formatMessage(messages.claimVenue)}
      </Link>
      <Link to={VENUE_FORM_PATHS.add} className="ui-button ui-button--secondary">
        {intl.formatMessage(messages.addVenue)}
      </Link>
    </EmptyState>
  );
}

/**
 * The producer's home, /manage/ (issue 27): each managed venue with its plan, quota, events to come, the week's
 * views and what to do next; the claims still in review; the calendars. A claimant who manages nothing yet sees
 * their claim in review here; an account with neither is offered to claim or add a venue.
 */
export function ProducerHomePage() {
  const intl = useAppIntl();
  const user = useUserContext();
  const home = useProducerHome(user?.id ?? null);

  return (
    <section className="ui-page producer-home" aria-labelledby="producer-home-heading">
      <h1 id="producer-home-heading">{intl.formatMessage(messages.title)}</h1>
      <QueryResult query={home} errorMessage={intl.formatMessage(messages.loadFailed)}>
        {(data) => (
          <>
            {data.venues.length > 0 ? (
              <ul className="producer-home__venues" aria-label={intl.formatMessage(messages.venues)}>
                {data.venues.map((venue) => (
                  <ManagedVenueCard key={venue.poi.id} venue={venue} />
                ))}
              </ul>
            ) : (
              data.claimsInReview.length === 0 && <NoVenues />
            )}
            <ClaimsInReview claims={data.claimsInReview} />
            {data.venues.length > 0 && <Calendars home={data} />}
          </>
        )}
      </QueryResult>
    </section>
  );
}
