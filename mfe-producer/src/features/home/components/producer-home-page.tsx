import { useUserContext } from '@events/api-client/use-session';
import { CLAIM_PATHS } from '@events/contracts/claims';
import { PRODUCER_HOME_MESSAGES, PRODUCER_PATHS, type ProducerHome } from '@events/contracts/producer-home';
import { VENUE_FORM_PATHS } from '@events/contracts/venue-forms';
import { EmptyState } from '@events/ui/empty-state';
import { QueryResult } from '@events/ui/query-result';
import { Link } from '@events/router';
import { useProducerHome } from '../api/get-producer-home';
import { ManagedVenueCard } from './managed-venue-card';
import './producer-home.css';

function ClaimsInReview({ claims }: { claims: ProducerHome['claimsInReview'] }) {
  if (claims.length === 0) return null;
  return (
    <section aria-labelledby="producer-home-claims">
      <h2 id="producer-home-claims">Claims in review</h2>
      <ul className="producer-home__claims">
        {claims.map((claim) => (
          <li key={claim.id}>
            <strong>{claim.poi?.name}</strong>: {PRODUCER_HOME_MESSAGES.claimInReview}.{' '}
            <Link to={CLAIM_PATHS.mine}>See My Claims</Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Calendars({ home }: { home: ProducerHome }) {
  return (
    <section aria-labelledby="producer-home-calendars">
      <h2 id="producer-home-calendars">My Calendars</h2>
      {home.calendars.length === 0 ? (
        <p>{PRODUCER_HOME_MESSAGES.noCalendars}</p>
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
        <Link to={PRODUCER_PATHS.calendars}>{home.calendarCount > home.calendars.length ? `All ${home.calendarCount} calendars` : 'Manage calendars'}</Link>
      </p>
    </section>
  );
}

function NoVenues() {
  return (
    <EmptyState title={PRODUCER_HOME_MESSAGES.noVenues}>
      <Link to={CLAIM_PATHS.claim} className="ui-button">
        Claim a venue
      </Link>
      <Link to={VENUE_FORM_PATHS.add} className="ui-button ui-button--secondary">
        Add a venue
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
  const user = useUserContext();
  const home = useProducerHome(user?.id ?? null);

  return (
    <section className="ui-page producer-home" aria-labelledby="producer-home-heading">
      <h1 id="producer-home-heading">{PRODUCER_HOME_MESSAGES.title}</h1>
      <QueryResult query={home} errorMessage={PRODUCER_HOME_MESSAGES.loadFailed}>
        {(data) => (
          <>
            {data.venues.length > 0 ? (
              <ul className="producer-home__venues" aria-label="Managed venues">
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
