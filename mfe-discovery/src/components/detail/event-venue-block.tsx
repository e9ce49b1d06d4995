import type { EventDetail } from '@events/contracts/events';
import { plainMessages, useAppIntl } from '@events/ui/i18n/app-intl';
import { useId } from 'react';
import { defineMessages } from '@events/api-client/intl';
import { Link, useLocation } from '@events/router';
import { contextQuery } from '../../utils/back-link';
import { useLocalizedContent } from '../../utils/localized-content';
import { commonMessages } from '../../i18n/common-messages';
import { VenueMap } from './venue-map';

const messages = plainMessages(defineMessages({
  venue: { id: 'discovery.eventVenue.venue', defaultMessage: 'Venue' },
  location: { id: 'discovery.eventVenue.location', defaultMessage: 'Location' },
  alsoOnline: { id: 'discovery.eventVenue.alsoOnline', defaultMessage: 'Also streamed online.' },
  onlineHostedBy: {
    id: 'discovery.eventVenue.onlineHostedBy',
    defaultMessage: 'Online event{global, select, yes {, open to everyone anywhere} other {}}. Hosted by <link>{venue}</link>.',
  },
}));

/** Street, then "City, ST 01201", then the country when not the US. */
export function addressLines(venue: Pick<EventDetail['pointOfInterest'], 'street' | 'city' | 'state' | 'postalCode' | 'country' | 'countryCode'>): string[] {
  const town = [venue.city, [venue.state, venue.postalCode].filter((p) => p.trim() !== '').join(' ')].filter((p) => p.trim() !== '').join(', ');
  return [venue.street, town, venue.countryCode === 'US' ? '' : venue.country].filter((line) => line.trim() !== '');
}

/** Where the event takes place: the venue's name (linking to its page), address and map; online only: "Online". */
export function EventVenueBlock({ event }: { event: EventDetail }) {
  const intl = useAppIntl();
  const headingId = useId();
  const { search } = useLocation();
  const venue = event.pointOfInterest;
  const venueName = useLocalizedContent().name(venue);
  return (
    <section className="detail-section detail-venue" aria-labelledby={headingId} data-testid="event-venue">
      <h2 id={headingId} className="detail-section__title">
        {intl.formatMessage(event.isInPerson ? messages.venue : messages.location)}
      </h2>
      {event.isInPerson ? (
        <>
          <p className="detail-venue__name">
            <Link to={`${venue.absoluteUrl}${contextQuery(search)}`}>{venueName}</Link>
          </p>
          <address className="detail-venue__address">
            {addressLines(venue).map((line) => (
              <span key={line}>{line}</span>
            ))}
          </address>
          {event.isOnline && <p className="detail-venue__note">{intl.formatMessage(messages.alsoOnline)}</p>}
          <VenueMap venue={venue} label={intl.formatMessage(commonMessages.mapOf, { name: venueName })} />
        </>
      ) : (
        <p className="detail-venue__note">
          {intl.formatMessage(messages.onlineHostedBy, {
            global: event.isGlobal ? 'yes' : 'no',
            venue: venueName,
            link: (chunks) => <Link to={`${venue.absoluteUrl}${contextQuery(search)}`}>{chunks}</Link>,
          })}
        </p>
      )}
    </section>
  );
}
