import type { EventDetail } from '@events/contracts/events';
import type { CalendarEntry } from '@events/domain/calendar-links';
import { hasLiveStream, liveStreamOccurrence } from '@events/domain/live-stream';
import { useId } from 'react';
import { Link } from '@events/router';
import { DetailBackLink } from '../../../components/detail-back-link';
import { formatOccurrence } from '../utils/format-occurrence';
import { DetailBody } from '../../../components/detail/detail-body';
import { EventActions } from './event-actions';
import { EventVenueBlock } from '../../../components/detail/event-venue-block';
import { LiveStreamButton } from './live-stream-button';
import { UpcomingDates } from './upcoming-dates';
import { DetailAbout } from '../../../components/detail/detail-about';
import { EventStatusBanner } from './event-status-banner';
import '../../../components/detail/detail-page.css';
import { OCCURRENCE_STATE_LABELS, occurrenceStateAt } from '@events/domain/occurrence-state';

export type EventDetailViewProps = {
  event: EventDetail;
  /** Absolute URL of this page (shared and added to calendar entries). */
  pageUrl: string;
  /** The page's clock when it was shown, for choosing the occurrence calendar links point at. */
  now: number;
};

/** The occurrence in progress or next, as a calendar entry. */
function calendarEntryFor(event: EventDetail, pageUrl: string, now: number): CalendarEntry | null {
  const next = event.nextEventOccurrence?.timestamps ?? null;
  const occurrence = liveStreamOccurrence(event.occurences, now) ?? next;
  if (!occurrence || Number.isNaN(Date.parse(occurrence.timestampStart))) return null;
  const venue = event.pointOfInterest;
  return {
    title: event.name,
    descriptionHtml: event.description,
    pageUrl,
    start: occurrence.timestampStart,
    end: occurrence.timestampEnd,
    location: event.isInPerson ? [venue.name, venue.shortAddress].filter(Boolean).join(', ') : event.onlineUrl,
  };
}

/** The event page: banners, heading, sticky actions, live stream, description, facts, dates and venue. */
export function EventDetailView({ event, pageUrl, now }: EventDetailViewProps) {
  const detailsId = useId();
  const venue = event.pointOfInterest;
  const calendarEntry = calendarEntryFor(event, pageUrl, now);
  const nextOccurrence = event.nextEventOccurrence?.timestamps ?? event.occurences[0] ?? null;
  const when = nextOccurrence ? formatOccurrence(nextOccurrence, venue.timeZone) : null;
  const inProgress = nextOccurrence !== null && occurrenceStateAt(nextOccurrence, now) === 'in-progress';
  const actions = <EventActions event={event} pageUrl={pageUrl} calendarEntry={calendarEntry} />;

  return (
    <article className="detail detail--event" data-testid="event-detail" data-event-id={event.id}>
      <DetailBackLink list="events" />
      <EventStatusBanner event={event} />
      <header className="detail-hero">
        {event.imagePrimary && <img className="detail-hero__image" src={event.imagePrimary} alt="" width={1600} height={800} fetchPriority="high" />}
        <p className="detail-hero__category">
          <Link to={`/events/?event_types[]=${event.eventType.id}`}>{event.eventType.name}</Link>
          {event.highlights.includes('highlight') && <span className="card-flag card-flag--highlight">Featured</span>}
        </p>
        <h1 className="detail-hero__title">{event.name}</h1>
        {when ? (
          <p className="detail-hero__when">
            <time dateTime={when.start}>{when.day}</time>
            <span> · {when.times}</span>
            {inProgress && (
              <span className="card-flag card-flag--in-progress detail-hero__now" data-testid="occurrence-state">
                {OCCURRENCE_STATE_LABELS['in-progress']}
              </span>
            )}
          </p>
        ) : (
          <p className="detail-hero__when">No upcoming dates.</p>
        )}
        <p className="detail-hero__where">{event.isInPerson && event.status !== 'moved_online' ? [venue.name, venue.city].filter(Boolean).join(', ') : 'Online'}</p>
      </header>

      <DetailBody
        name={event.name}
        actionsLabel="Event actions"
        actions={actions}
        aside={
          <>
            <section className="detail-section" aria-labelledby={detailsId} data-testid="event-facts">
              <h2 id={detailsId} className="detail-section__title">
                Details
              </h2>
              <dl className="detail-facts">
                <dt>Price</dt>
                <dd>
                  {event.price.label}
                  {event.priceInformation && <span className="detail-facts__note"> ({event.priceInformation})</span>}
                </dd>
                <dt>Age groups</dt>
                <dd>{event.ageGroup.map((a) => a.label).join(', ') || 'All Ages'}</dd>
                <dt>Category</dt>
                <dd>{event.eventType.name}</dd>
                <dt>Setting</dt>
                <dd>{event.isInPerson && event.isOnline ? 'In person and online' : event.isOnline ? 'Online' : 'In person'}</dd>
              </dl>
              {(event.ticketUrl || event.url) && (
                <p className="detail-links">
                  {event.ticketUrl && (
                    <a className="ui-button" href={event.ticketUrl} target="_blank" rel="noopener noreferrer" data-testid="ticket-link">
                      Get Tickets<span className="ui-visually-hidden"> (opens in a new tab)</span>
                    </a>
                  )}
                  {event.url && (
                    <a className="ui-button ui-button--secondary" href={event.url} target="_blank" rel="noopener noreferrer">
                      Event Website<span className="ui-visually-hidden"> (opens in a new tab)</span>
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
        <DetailAbout title="About this event" html={event.description} />
        <UpcomingDates occurrences={event.occurences} timeZone={venue.timeZone} />
      </DetailBody>
    </article>
  );
}
