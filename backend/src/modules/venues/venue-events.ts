import { domainEvent } from '../../common/events/domain-events.js';

/**
 * A new unpublished venue (a suggestion or a signed-in user's submission) has committed and waits in the editor
 * desk's queue. Raised by VenueFormsService; the editor module subscribes and mails the editors of its town.
 */
export const VENUE_SUBMITTED = domainEvent<{ readonly venueId: number }>('venue_submitted');
