import type { EventDetail } from '@events/contracts/events';
import { useId } from 'react';
import { Link, useLocation } from '@events/router';
import { contextQuery } from '../../utils/back-link';
import { VenueMap } from './venue-map';

/** Street, then "City, ST 01201", then the country when not the US. */
export function addressLines(venue: Pick<EventDetail['pointOfInterest'], 'street' | 'city' | 'state' | 'postalCode' | 'country' | 'countryCode'>): string[] {
  const town = [venue.city, [venue.state, venue.postalCode].filter((p) => p.trim() !== '').join(' ')].filter((p) => p.trim() !== '').join(', ');
  return [venue.street, town, venue.countryCode === 'US' ? '' : venue.country].filter((line) => line.trim() !== '');
}

/** Where the event takes place: the venue's name (linking to its page), address and map; online only: "Online". */
export function EventVenueBlock({ event }: { event: EventDetail }) {
  const headingId = useId();
  const { search } = useLocation();
  const venue = event.pointOfInterest;
  return (
    <section className="detail-section detail-venue" aria-labelledby={headingId} data-testid="event-venue">
      <h2 id={headingId} className="detail-section__title">
        {event.isInPerson ? 'Venue' : 'Location'}
      </h2>
      {event.isInPerson ? (
        <>
          <p className="detail-venue__name">
            <Link to={`${venue.absoluteUrl}${contextQuery(search)}`}>{venue.name}</Link>
          </p>
          <address className="detail-venue__address">
            {addressLines(venue).map((line) => (
              <span key={line}>{line}</span>
            ))}
          </address>
          {event.isOnline && <p className="detail-venue__note">Also streamed online.</p>}
          <VenueMap venue={venue} label={`Map of ${venue.name}`} />
        </>
      ) : (
        <p className="detail-venue__note">
          Online event{event.isGlobal ? ', open to everyone anywhere' : ''}. Hosted by{' '}
          <Link to={`${venue.absoluteUrl}${contextQuery(search)}`}>{venue.name}</Link>.
        </p>
      )}
    </section>
  );
}
