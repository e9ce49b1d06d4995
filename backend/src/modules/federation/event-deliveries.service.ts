import { createHash } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { Context } from '@fedify/fedify';
import { Create, Delete, Event, PUBLIC_COLLECTION, Tombstone, Update } from '@fedify/vocab';
import type { EventCard } from '@events/contracts/events';
import { Clock } from '../../common/clock/clock.js';
import { EventsService } from '../events/events.service.js';
import { eventObject, instantOf } from './event-object.js';
import { FederationRepository, type SentEventRow } from './federation.repository.js';
import { FederationService } from './federation.service.js';

/** Changed events one run reads at a time. */
const CHANGES_PAGE = 200;

/** What one run sent, by kind. */
export type DeliveryRun = { readonly created: number; readonly updated: number; readonly deleted: number; readonly unchanged: number };

/** What followers see of an event: when it changes, they are sent an Update. */
function fingerprintOf(event: EventCard): string {
  const venue = event.pointOfInterest;
  const seen = {
    name: event.name,
    slug: event.slug,
    status: event.status,
    description: event.description,
    next: event.nextEventOccurrence?.timestamps ?? null,
    price: [event.price.value, event.priceInformation],
    online: [event.isInPerson, event.isOnline],
    image: event.imagePrimary,
    venue: [venue.id, venue.name, venue.street, venue.city, venue.state, venue.lat, venue.lon],
  };
  return createHash('sha256').update(JSON.stringify(seen)).digest('base64url');
}

/**
 * Tells each venue's followers what became of its events since the last run: an event published (or first seen
 * since the venue has followers) is a Create, a change of what they see an Update, an event cancelled an Update
 * whose name says so, an event unpublished or deleted a Delete of its object. The triggers of the federation
 * migration note which events changed; what was last sent of each (federation_sent_events) decides between Create
 * and Update, and skips a change they would not see. Each activity is queued once, to the venue's followers (one
 * delivery per shared inbox), and the queue delivers it with retries.
 */
@Injectable()
export class EventDeliveriesService {
  constructor(
    private readonly federation: FederationService,
    private readonly repository: FederationRepository,
    private readonly events: EventsService,
    private readonly clock: Clock,
  ) {}

  async run(): Promise<DeliveryRun> {
    const ctx = this.federation.federation.createContext(this.federation.baseUrl(), undefined);
    const counts = { created: 0, updated: 0, deleted: 0, unchanged: 0 };
    for (;;) {
      const changed = await this.repository.changedEvents(CHANGES_PAGE);
      for (const { event_id: eventId, last_change: lastChange } of changed) {
        counts[await this.deliver(ctx, eventId)] += 1;
        await this.repository.forgetChanges(eventId, lastChange);
      }
      if (changed.length < CHANGES_PAGE) break;
    }
    await this.federation.kv.sweep();
    return counts;
  }

  private async deliver(ctx: Context<void>, eventId: number): Promise<keyof DeliveryRun> {
    const event = await this.events.getPublishedDetail(eventId).catch(() => null);
    const sent = await this.repository.sentEvent(eventId);
    const venueId = event?.pointOfInterest.id;
    if (sent !== undefined && (event === null || venueId !== sent.venue_id)) {
      await this.sendDelete(ctx, sent);
      await this.repository.forgetSent(eventId);
      if (event === null) return 'deleted';
    }
    if (event === null || venueId === undefined) return 'unchanged';
    const fingerprint = fingerprintOf(event);
    const known = sent !== undefined && sent.venue_id === venueId;
    if (known && sent.fingerprint === fingerprint) return 'unchanged';
    const object = eventObject(ctx, event, known ? this.clock.now() : null);
    const actor = ctx.getActorUri(String(venueId));
    const published = instantOf(this.clock.now().toISOString());
    const activity = known
      ? new Update({ id: new URL(`#update-${fingerprint.slice(0, 16)}`, object.id ?? actor), actor, object, to: PUBLIC_COLLECTION, cc: object.ccId, published })
      : new Create({ id: new URL('#create', object.id ?? actor), actor, object, to: PUBLIC_COLLECTION, cc: object.ccId, published });
    await ctx.sendActivity({ identifier: String(venueId) }, 'followers', activity, { preferSharedInbox: true });
    await this.repository.recordSent({ event_id: eventId, venue_id: venueId, slug: event.slug, fingerprint }, this.clock.now());
    return known ? 'updated' : 'created';
  }

  /** Deletes an event's object at the followers of the venue it was sent from. */
  private async sendDelete(ctx: Context<void>, sent: SentEventRow): Promise<void> {
    const objectId = ctx.getObjectUri(Event, { id: String(sent.event_id), slug: sent.slug });
    const actor = ctx.getActorUri(String(sent.venue_id));
    await ctx.sendActivity(
      { identifier: String(sent.venue_id) },
      'followers',
      new Delete({
        id: new URL('#delete', objectId),
        actor,
        object: new Tombstone({ id: objectId, deleted: instantOf(this.clock.now().toISOString()) }),
        to: PUBLIC_COLLECTION,
        cc: ctx.getFollowersUri(String(sent.venue_id)),
      }),
      { preferSharedInbox: true },
    );
  }
}
