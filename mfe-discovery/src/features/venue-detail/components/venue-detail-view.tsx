import { VENUE_FORM_PATHS } from '@events/contracts/venue-forms-constants';
import type { VenueDetail } from '@events/contracts/venues';
import { useId } from 'react';
import { BookmarkButton } from '../../../components/cards/bookmark-button';
import { DetailBody } from '../../../components/detail/detail-body';
import { EditLink } from '../../../components/detail/edit-link';
import { addressLines } from '../../../components/detail/event-venue-block';
import { VenueMap } from '../../../components/detail/venue-map';
import { ShareButton } from '../../../components/share/share-button';
import { DetailBackLink } from '../../../components/detail-back-link';
import { ClaimVenuePrompt } from './claim-venue-prompt';
import { OpeningHours } from './opening-hours';
import { VenueEvents } from './venue-events';
import { VenueFediverse } from './venue-fediverse';
import { DetailAbout } from '../../../components/detail/detail-about';
import '../../../components/detail/detail-page.css';

type ExternalLink = { label: string; href: string };

function isWebUrl(value: string): boolean {
  return /^https?:\/\//i.test(value.trim());
}

/** Website and social profiles that are set and are web addresses. */
function externalLinks(venue: VenueDetail): ExternalLink[] {
  return [
    { label: 'Website', href: venue.website },
    { label: 'Facebook', href: venue.facebookUrl },
    { label: 'Instagram', href: venue.instagramUrl },
    { label: 'X (Twitter)', href: venue.twitterUrl },
    { label: 'Wikipedia', href: venue.wikipediaUrl },
  ].filter((link) => isWebUrl(link.href));
}

/**
 * The venue page: heading, sticky actions, hours with open-now, contact and links, map, upcoming events, and how
 * to follow it from the fediverse.
 */
export function VenueDetailView({ venue, pageUrl }: { venue: VenueDetail; pageUrl: string }) {
  const contactId = useId();
  const lines = addressLines(venue);
  const links = externalLinks(venue);
  const actions = (
    <>
      <ShareButton noun="venue" url={pageUrl} title={venue.name} descriptionHtml={venue.description} />
      <BookmarkButton objectType="poi" id={venue.id} name={venue.name} className="detail-action" />
      <EditLink to={VENUE_FORM_PATHS.edit(venue.id)} venueId={venue.id} label="Edit venue" />
      <EditLink to={VENUE_FORM_PATHS.calendarFeeds(venue.id)} venueId={venue.id} label="Calendar feeds" />
    </>
  );

  return (
    <article className="detail detail--venue" data-testid="venue-detail" data-venue-id={venue.id}>
      <DetailBackLink list="venues" />
      <header className="detail-hero">
        {venue.imagePrimary && <img className="detail-hero__image" src={venue.imagePrimary} alt="" width={1600} height={800} fetchPriority="high" />}
        {venue.poiType && <p className="detail-hero__category">{venue.poiType.replace(/_/g, ' ')}</p>}
        <h1 className="detail-hero__title">{venue.name}</h1>
        <p className="detail-hero__where">{venue.shortAddress}</p>
      </header>

      <DetailBody
        name={venue.name}
        actionsLabel="Venue actions"
        actions={actions}
        aside={
          <>
            <ClaimVenuePrompt venue={venue} />
            <OpeningHours openTimes={venue.openTimes} timeZone={venue.timeZone} alternateTimes={venue.alternateTimes} />
            <section className="detail-section detail-venue" aria-labelledby={contactId} data-testid="venue-contact">
              <h2 id={contactId} className="detail-section__title">
                Location &amp; Contact
              </h2>
              {lines.length > 0 && (
                <address className="detail-venue__address">
                  {lines.map((line) => (
                    <span key={line}>{line}</span>
                  ))}
                </address>
              )}
              <ul className="detail-contact">
                {venue.phone.trim() !== '' && (
                  <li>
                    Phone: <a href={`tel:${venue.phone.replace(/[^\d+]/g, '')}`}>{venue.phone}</a>
                  </li>
                )}
                {venue.email.trim() !== '' && (
                  <li>
                    E-mail: <a href={`mailto:${venue.email}`}>{venue.email}</a>
                  </li>
                )}
                {links.map((link) => (
                  <li key={link.label}>
                    <a href={link.href} target="_blank" rel="noopener noreferrer">
                      {link.label}
                      <span className="ui-visually-hidden"> of {venue.name} (opens in a new tab)</span>
                    </a>
                  </li>
                ))}
              </ul>
              <VenueMap venue={venue} label={`Map of ${venue.name}`} />
            </section>
            {/* Last in the aside, the page's foot on a phone too: it shows after hydration and moves nothing above it. */}
            <VenueFediverse venueId={venue.id} />
          </>
        }
      >
        {venue.description.trim() !== '' && <DetailAbout title="About this venue" html={venue.description} />}
        <VenueEvents venueId={venue.id} venueName={venue.name} />
      </DetailBody>
    </article>
  );
}
