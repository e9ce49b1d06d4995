/**
 * The status of an event (issue 30): set in the producer's form and by an iCalendar import (STATUS), shown on
 * cards and pages, and carried in the calendar files (STATUS), JSON-LD (eventStatus), RSS and widgets. A cancelled
 * event stays listed until its date, labelled, so a visitor who planned to go learns it where they found it.
 */
export const EVENT_STATUSES = ['scheduled', 'cancelled', 'postponed', 'moved_online'] as const;
export type EventStatus = (typeof EVENT_STATUSES)[number];

/** How each status reads on a card, a page, a form's choice and a feed item. */
export const EVENT_STATUS_LABELS: Readonly<Record<EventStatus, string>> = {
  scheduled: 'Scheduled',
  cancelled: 'Cancelled',
  postponed: 'Postponed',
  moved_online: 'Moved online',
};

/** schema.org's EventStatusType of each status (JSON-LD `eventStatus`). */
export const SCHEMA_ORG_EVENT_STATUS: Readonly<Record<EventStatus, string>> = {
  scheduled: 'https://schema.org/EventScheduled',
  cancelled: 'https://schema.org/EventCancelled',
  postponed: 'https://schema.org/EventPostponed',
  moved_online: 'https://schema.org/EventMovedOnline',
};

/** The label a card or page shows beside the name: none while the event goes ahead as planned. */
export function eventStatusFlag(status: EventStatus): string | null {
  return status === 'scheduled' ? null : EVENT_STATUS_LABELS[status];
}

/**
 * An event's name where a title is all a reader may see (a calendar entry, a feed item, a digest's item): after its
 * status label when it does not go ahead as planned, "Cancelled: Jazz Night".
 */
export function nameWithStatus(name: string, status: EventStatus): string {
  const flag = eventStatusFlag(status);
  return flag === null ? name : `${flag}: ${name}`;
}
