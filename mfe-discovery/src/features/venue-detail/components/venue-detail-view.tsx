import { VENUE_FORM_PATHS } from '@events/contracts/venue-forms-constants';
import type { VenueDetail } from '@events/contracts/venues';
import { plainMessages, useAppIntl } from '@events/ui/i18n/app-intl';
import { useId } from 'react';
import { defineMessages, type MessageDescriptor } from '@events/api-client/intl';
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
import { useLocalizedContent } from '../../../utils/localized-content';
import { commonMessages } from '../../../i18n/common-messages';
import '../../../components/detail/detail-page.css';

const messages = plainMessages(defineMessages({
  website: { id: 'discovery.venueDetail.website', defaultMessage: 'Website' },
  facebook: { id: 'discovery.venueDetail.facebook', defaultMessage: 'Facebook' },
  instagram: { id: 'discovery.venueDetail.instagram', defaultMessage: 'Instagram' },
  x: { id: 'discovery.venueDetail.x', defaultMessage: 'X (Twitter)' },
  wikipedia: { id: 'discovery.venueDetail.wikipedia', defaultMessage: 'Wikipedia' },
  edit: { id: 'discovery.venueDetail.edit', defaultMessage: 'Edit venue' },
  calendarFeeds: { id: 'discovery.venueDetail.calendarFeeds', defaultMessage: 'Calendar feeds' },
  actions: { id: 'discovery.venueDetail.actions', defaultMessage: 'Venue actions' },
  contact: { id: 'discovery.venueDetail.contact', defaultMessage: 'Location & Contact' },
  phone: { id: 'discovery.venueDetail.phone', defaultMessage: 'Phone: <link>{phone}</link>' },
  email: { id: 'discovery.venueDetail.email', defaultMessage: 'E-mail: <link>{email}</link>' },
  linkOf: { id: 'discovery.venueDetail.linkOf', defaultMessage: 'of {venue} (opens in a new tab)' },
  about: { id: 'discovery.venueDetail.about', defaultMessage: 'About this venue' },
}));

type ExternalLink = { label: MessageDescriptor; href: string };

function isWebUrl(value: string): boolean {
  return /^https?:\/\//i.test(value.trim());
}

/** Website and social profiles that are set and are web addresses. */
function externalLinks(venue: VenueDetail): ExternalLink[] {
  return [
    { label: messages.website, href: venue.website },
    { label: messages.facebook, href: venue.facebookUrl },
    { label: messages.instagram, href: venue.instagramUrl },
    { label: messages.x, href: venue.twitterUrl },
    { label: messages.wikipedia, href: venue.wikipediaUrl },
  ].filter((link) => isWebUrl(link.href));
}

/**
 * The venue page: heading, sticky actions, hours with open-now, contact and links, map, upcoming events, and how
 * to follow it from the fediverse.
 */
export function VenueDetailView({ venue, pageUrl }: { venue: VenueDetail; pageUrl: string }) {
  const intl = useAppIntl();
  const contactId = useId();
  const lines = addressLines(venue);
  const links = externalLinks(venue);
  const localized = useLocalizedContent();
  const name = localized.name(venue);
  const description = localized.description(venue);
  const actions = (
    <>
      <ShareButton noun="venue" url={pageUrl} title={name} descriptionHtml={description} />
      <BookmarkButton objectType="poi" id={venue.id} name={name} className="detail-action" />
      <EditLink to={VENUE_FORM_PATHS.edit(venue.id)} venueId={venue.id} label={intl.formatMessage(messages.edit)} />
      <EditLink to={VENUE_FORM_PATHS.calendarFeeds(venue.id)} venueId={venue.id} label={intl.formatMessage(messages.calendarFeeds)} />
    </>
  );

  return (
    <article className="detail detail--venue" data-testid="venue-detail" data-venue-id={venue.id}>
      <DetailBackLink list="venues" />
      <header className="detail-hero">
        {venue.imagePrimary && <img className="detail-hero__image" src={venue.imagePrimary} alt="" width={1600} height={800} fetchPriority="high" />}
        {venue.poiType && <p className="detail-hero__category">{venue.poiType.replace(/_/g, ' ')}</p>}
        <h1 className="detail-hero__title">{name}</h1>
        <p className="detail-hero__where">{venue.shortAddress}</p>
      </header>

      <DetailBody
        name={name}
        actionsLabel={intl.formatMessage(messages.actions)}
        actions={actions}
        aside={
          <>
            <ClaimVenuePrompt venue={venue} />
            <OpeningHours openTimes={venue.openTimes} timeZone={venue.timeZone} alternateTimes={venue.alternateTimes} />
            <section className="detail-section detail-venue" aria-labelledby={contactId} data-testid="venue-contact">
              <h2 id={contactId} className="detail-section__title">
                {intl.formatMessage(messages.contact)}
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
                    {intl.formatMessage(messages.phone, {
                      phone: venue.phone,
                      link: (chunks) => <a href={`tel:${venue.phone.replace(/[^\d+]/g, '')}`}>{chunks}</a>,
                    })}
                  </li>
                )}
                {venue.email.trim() !== '' && (
                  <li>
                    {intl.formatMessage(messages.email, { email: venue.email, link: (chunks) => <a href={`mailto:${venue.email}`}>{chunks}</a> })}
                  </li>
                )}
                {links.map((link) => (
                  <li key={link.label.id}>
                    <a href={link.href} target="_blank" rel="noopener noreferrer">
                      {intl.formatMessage(link.label)}
                      <span className="ui-visually-hidden"> {intl.formatMessage(messages.linkOf, { venue: name })}</span>
                    </a>
                  </li>
                ))}
              </ul>
              <VenueMap venue={venue} label={intl.formatMessage(commonMessages.mapOf, { name })} />
            </section>
            {/* Last in the aside, the page's foot on a phone too: it shows after hydration and moves nothing above it. */}
            <VenueFediverse venueId={venue.id} />
          </>
        }
      >
        {description.trim() !== '' && <DetailAbout title={intl.formatMessage(messages.about)} html={description} />}
        <VenueEvents venueId={venue.id} venueName={name} />
      </DetailBody>
    </article>
  );
}
