import type { EventDetail } from '@events/contracts/events';
import type { CalendarEntry } from '@events/domain/calendar-links';
import { hasLiveStream, liveStreamOccurrence } from '@events/domain/live-stream';
import { plainMessages, useAppIntl } from '@events/ui/i18n/app-intl';
import { useId } from 'react';
import { defineMessages } from '@events/api-client/intl';
import { Link } from '@events/router';
import { DetailBackLink } from '../../../components/detail-back-link';
import { formatOccurrence } from '../../../utils/format-occurrence';
import { useLocalizedContent, type LocalizedContent } from '../../../utils/localized-content';
import { DetailBody } from '../../../components/detail/detail-body';
import { EventActions } from './event-actions';
import { EventVenueBlock } from '../../../components/detail/event-venue-block';
import { LiveStreamButton } from './live-stream-button';
import { UpcomingDates } from './upcoming-dates';
import { DetailAbout } from '../../../components/detail/detail-about';
import { EventStatusBanner } from './event-status-banner';
import '../../../components/detail/detail-page.css';
import { occurrenceStateAt } from '@events/domain/occurrence-state';
import { ageGroupLabels, commonMessages, OCCURRENCE_STATE_MESSAGES, priceLabel } from '../../../i18n/common-messages';

/** Between the day and the times (punctuation, the same in every language). */
const SEPARATOR = ' · ';

const messages = plainMessages(defineMessages({
  actions: { id: 'discovery.eventDetail.actions', defaultMessage: 'Event actions' },
  details: { id: 'discovery.eventDetail.details', defaultMessage: 'Details' },
  price: { id: 'discovery.eventDetail.price', defaultMessage: 'Price' },
  ageGroups: { id: 'discovery.eventDetail.ageGroups', defaultMessage: 'Age groups' },
  allAges: { id: 'discovery.eventDetail.allAges', defaultMessage: 'All Ages' },
  category: { id: 'discovery.eventDetail.category', defaultMessage: 'Category' },
  setting: { id: 'discovery.eventDetail.setting', defaultMessage: 'Setting' },
  inPersonAndOnline: { id: 'discovery.eventDetail.inPersonAndOnline', defaultMessage: 'In person and online' },
  inPerson: { id: 'discovery.eventDetail.inPerson', defaultMessage: 'In person' },
  tickets: { id: 'discovery.eventDetail.tickets', defaultMessage: 'Get Tickets' },
  website: { id: 'discovery.eventDetail.website', defaultMessage: 'Event Website' },
  about: { id: 'discovery.eventDetail.about', defaultMessage: 'About this event' },
  priceNote: { id: 'discovery.eventDetail.priceNote', defaultMessage: '({note})' },
}));

export type EventDetailViewProps = {
  event: EventDetail;
  /** Absolute URL of this page (shared and added to calendar entries). */
  pageUrl: string;
  /** The page's clock when it was shown, for choosing the occurrence calendar links point at. */
  now: number;
};

/** The occurrence in progress or next, as a calendar entry (names and description in the reader's language). */
function calendarEntryFor(event: EventDetail, pageUrl: string, now: number, localized: LocalizedContent): CalendarEntry | null {
  const next = event.nextEventOccurrence?.timestamps ?? null;
  const occurrence = liveStreamOccurrence(event.occurences, now) ?? next;
  if (!occurrence || Number.isNaN(Date.parse(occurrence.timestampStart))) return null;
  const venue = event.pointOfInterest;
  return {
    title: localized.name(event),
    descriptionHtml: localized.description(event),
    pageUrl,
    start: occurrence.timestampStart,
    end: occurrence.timestampEnd,
    location: event.isInPerson ? [localized.name(venue), venue.shortAddress].filter(Boolean).join(', ') : event.onlineUrl,
  };
}

/** The event page: banners, heading, sticky actions, live stream, description, facts, dates and venue. */
export function EventDetailView({ event, pageUrl, now }: EventDetailViewProps) {
  const intl = useAppIntl();
  const detailsId = useId();
  const localized = useLocalizedContent();
  const venue = event.pointOfInterest;
  const name = localized.name(event);
  const category = localized.name(event.eventType);
  const calendarEntry = calendarEntryFor(event, pageUrl, now, localized);
  const nextOccurrence = event.nextEventOccurrence?.timestamps ?? event.occurences[0] ?? null;
  const when = nextOccurrence ? formatOccurrence(intl, nextOccurrence, venue.timeZone) : null;
  const inProgress = nextOccurrence !== null && occurrenceStateAt(nextOccurrence, now) === 'in-progress';
  const actions = <EventActions event={event} pageUrl={pageUrl} calendarEntry={calendarEntry} />;

  return (
    <article className="detail detail--event" data-testid="event-detail" data-event-id={event.id}>
      <DetailBackLink list="events" />
      <EventStatusBanner event={event} />
      <header className="detail-hero">
        {event.imagePrimary && <img className="detail-hero__image" src={event.imagePrimary} alt="" width={1600} height={800} fetchPriority="high" />}
        <p className="detail-hero__category">
          <Link to={`/events/?event_types[]=${event.eventType.id}`}>{category}</Link>
          {event.highlights.includes('highlight') && <span className="card-flag card-flag--highlight">{intl.formatMessage(commonMessages.featured)}</span>}
        </p>
        <h1 className="detail-hero__title">{name}</h1>
        {when ? (
          <p className="detail-hero__when">
            <time dateTime={when.start}>{when.day}</time>
            <span>
              {SEPARATOR}
              {when.times}
            </span>
            {inProgress && (
              <span className="card-flag card-flag--in-progress detail-hero__now" data-testid="occurrence-state">
                {intl.formatMessage(OCCURRENCE_STATE_MESSAGES['in-progress'])}
              </span>
            )}
          </p>
        ) : (
          <p className="detail-hero__when">{intl.formatMessage(commonMessages.noUpcomingDates)}</p>
        )}
        <p className="detail-hero__where">{event.isInPerson && event.status !== 'moved_online' ? [localized.name(venue), venue.city].filter(Boolean).join(', ') : intl.formatMessage(commonMessages.online)}</p>
      </header>

      <DetailBody
        name={name}
        actionsLabel={intl.formatMessage(messages.actions)}
        actions={actions}
        aside={
          <>
            <section className="detail-section" aria-labelledby={detailsId} data-testid="event-facts">
              <h2 id={detailsId} className="detail-section__title">
                {intl.formatMessage(messages.details)}
              </h2>
              <dl className="detail-facts">
                <dt>{intl.formatMessage(messages.price)}</dt>
                <dd>
                  {priceLabel(intl, event.price)}
                  {event.priceInformation && <span className="detail-facts__note"> {intl.formatMessage(messages.priceNote, { note: event.priceInformation })}</span>}
                </dd>
                <dt>{intl.formatMessage(messages.ageGroups)}</dt>
                <dd>{ageGroupLabels(intl, event.ageGroup) || intl.formatMessage(messages.allAges)}</dd>
                <dt>{intl.formatMessage(messages.category)}</dt>
                <dd>{category}</dd>
                <dt>{intl.formatMessage(messages.setting)}</dt>
                <dd>{intl.formatMessage(event.isInPerson && event.isOnline ? messages.inPersonAndOnline : event.isOnline ? commonMessages.online : messages.inPerson)}</dd>
              </dl>
              {(event.ticketUrl || event.url) && (
                <p className="detail-links">
                  {event.ticketUrl && (
                    <a className="ui-button" href={event.ticketUrl} target="_blank" rel="noopener noreferrer" data-testid="ticket-link">
                      {intl.formatMessage(messages.tickets)}<span className="ui-visually-hidden"> {intl.formatMessage(commonMessages.opensInNewTab)}</span>
                    </a>
                  )}
                  {event.url && (
                    <a className="ui-button ui-button--secondary" href={event.url} target="_blank" rel="noopener noreferrer">
                      {intl.formatMessage(messages.website)}<span className="ui-visually-hidden"> {intl.formatMessage(commonMessages.opensInNewTab)}</span>
                    </a>
                  )}
                </p>
              )}
            </section>
            <EventVenueBlock event={event} />
          </>
        }
      >
        {hasLiveStream(event) && (
          <p className="detail-live">
            <LiveStreamButton onlineUrl={event.onlineUrl} occurrences={event.occurences} />
          </p>
        )}
        <DetailAbout title={intl.formatMessage(messages.about)} html={localized.description(event)} />
        <UpcomingDates occurrences={event.occurences} timeZone={venue.timeZone} />
      </DetailBody>
    </article>
  );
}
