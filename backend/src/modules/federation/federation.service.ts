import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import type { webcrypto } from 'node:crypto';
import { createFederation, type Federation } from '@fedify/fedify';
import { Accept, Create, Event, Follow, type Recipient, Undo } from '@fedify/vocab';
import type { VenueFediverse } from '@events/contracts/federation';
import { Clock } from '../../common/clock/clock.js';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { DatabaseService } from '../../database/database.service.js';
import { EventsService } from '../events/events.service.js';
import { logFedifyTo } from './fedify-logs.js';
import { JobEngine } from '../jobs/job-engine.js';
import { VenuesService } from '../venues/venues.service.js';
import { eventObject, instantOf } from './event-object.js';
import { FederationError } from './federation.errors.js';
import { FederationRepository, type FollowerRow } from './federation.repository.js';
import { PostgresKvStore } from './federation-kv-store.js';
import { PgBossMessageQueue } from './pg-boss-message-queue.js';
import { venueActor } from './venue-actor.js';
import { importActorKeys, newActorKeys } from './venue-keys.js';

/** Where the venues' actors live; `{identifier}` is the venue's id (venueActorPath of @events/domain/detail-paths). */
export const VENUE_ACTOR_PATH = '/ap/venues/{identifier}';
/** Every event's object is served at its page's address, to requests that ask for ActivityStreams. */
export const EVENT_OBJECT_PATH = '/events/{id}/{slug}/';
/** Items of one page of a followers collection or an outbox. */
const COLLECTION_PAGE = 50;

/** A venue's page address, which WebFinger also resolves to its actor: `/venues/{id}/{slug}/`. */
const VENUE_PAGE = /^\/venues\/(\d+)\/[^/]+\/?$/;

/**
 * The venues' fediverse presence on Fedify: each published venue an `Organization` actor (WebFinger handle: its
 * slug), its keys, followers and outbox, its events as `Event` objects at their page addresses, NodeInfo, and the
 * inbox that accepts follows and their undoing. Requests reach it through the Fastify hook (federation-hook.ts);
 * everything it keeps is in PostgreSQL, so any instance answers any request.
 */
@Injectable()
export class FederationService implements OnApplicationBootstrap, OnModuleDestroy {
  readonly federation: Federation<void>;
  readonly kv: PostgresKvStore;
  private readonly stopQueue = new AbortController();
  private readonly logger = new Logger('Federation');

  constructor(
    private readonly repository: FederationRepository,
    private readonly venues: VenuesService,
    private readonly events: EventsService,
    private readonly clock: Clock,
    db: DatabaseService,
    engine: JobEngine,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    this.kv = new PostgresKvStore(db);
    logFedifyTo(this.logger);
    // Deliveries (a fan-out to the followers, then one message per inbox) go through the job engine, so they survive
    // restarts and any working instance sends them; an inbound activity is handled in its request.
    const queue = new PgBossMessageQueue(engine, (inbox) => this.repository.isBlocked(new URL(inbox).host), config.federation.deliveriesPerSecond);
    this.federation = createFederation<void>({
      kv: this.kv,
      queue: { outbox: queue, fanout: queue },
      manuallyStartQueue: true,
      ...(config.publicUrl === undefined ? {} : { origin: config.publicUrl }),
      allowPrivateAddress: config.federation.allowPrivateAddress,
    });
    this.dispatchActors();
    this.dispatchCollections();
    this.dispatchEvents();
    this.listenToInboxes();
  }

  /**
   * The instances that work jobs (SCHEDULED_JOBS) also deliver. Working the queue runs until the app stops (its
   * promise settles then), so the boot does not wait for it.
   */
  onApplicationBootstrap(): void {
    if (!this.config.scheduledJobs) return;
    this.federation.startQueue(undefined, { signal: this.stopQueue.signal }).catch((error: unknown) => this.logger.error({ err: error }, 'The federation queue stopped'));
  }

  onModuleDestroy(): void {
    this.stopQueue.abort();
  }

  /** The address this instance's activities name it by outside a request: PUBLIC_URL, else this server's own. */
  baseUrl(): URL {
    return new URL(this.config.publicUrl ?? `http://localhost:${this.config.port}`);
  }

  /** A published venue's handle, actor address and follower count, for its page. */
  async venueFediverse(venueId: number, origin: string): Promise<VenueFediverse> {
    const venue = await this.repository.findPublishedVenue(venueId, null);
    if (venue === undefined) throw new FederationError('venue_not_found');
    const base = new URL(this.config.publicUrl ?? origin);
    const ctx = this.federation.createContext(base, undefined);
    return {
      handle: `${venue.slug}@${base.host}`,
      actorUrl: ctx.getActorUri(String(venue.id)).href,
      followers: await this.repository.countFollowers(venue.id),
    };
  }

  /** The published venue an actor identifier names (a venue id), or undefined. */
  private async venueOf(identifier: string): Promise<number | undefined> {
    if (!/^\d{1,9}$/.test(identifier)) return undefined;
    return (await this.repository.findPublishedVenue(Number(identifier), null))?.id;
  }

  /** A venue's key pairs, made and stored the first time they are needed (the first stored wins across instances). */
  private async keysOf(venueId: number): Promise<webcrypto.CryptoKeyPair[]> {
    let row = await this.repository.findKeys(venueId);
    if (row === undefined) {
      await this.repository.insertKeys(venueId, await newActorKeys());
      row = await this.repository.findKeys(venueId);
    }
    if (row === undefined) throw new Error(`The keys of venue ${venueId} could not be stored`);
    return importActorKeys(row);
  }

  private dispatchActors(): void {
    this.federation
      .setActorDispatcher(VENUE_ACTOR_PATH, async (ctx, identifier) => {
        const venueId = await this.venueOf(identifier);
        if (venueId === undefined) return null;
        const venue = await this.venues.getPublishedDetail(venueId);
        return venueActor(ctx, venue, await ctx.getActorKeyPairs(identifier));
      })
      .setKeyPairsDispatcher(async (_ctx, identifier) => {
        const venueId = await this.venueOf(identifier);
        return venueId === undefined ? [] : this.keysOf(venueId);
      })
      .mapHandle(async (_ctx, username) => {
        const venue = await this.repository.findPublishedVenue(null, username.toLowerCase());
        return venue === undefined ? null : String(venue.id);
      })
      .mapAlias(async (ctx, resource) => {
        if (resource.origin !== ctx.canonicalOrigin) return null;
        const match = VENUE_PAGE.exec(resource.pathname);
        return match === null ? null : { identifier: match[1] as string };
      });

    this.federation.setNodeInfoDispatcher('/nodeinfo/2.1', async () => {
      const usage = await this.repository.usage();
      return {
        software: { name: 'region-events', version: this.config.version },
        protocols: ['activitypub'],
        openRegistrations: true,
        usage: { users: { total: usage.venues }, localPosts: usage.events, localComments: 0 },
      };
    });
  }

  private dispatchCollections(): void {
    this.federation
      .setFollowersDispatcher(`${VENUE_ACTOR_PATH}/followers`, async (_ctx, identifier, cursor) => {
        const venueId = await this.venueOf(identifier);
        if (venueId === undefined) return null;
        // No cursor: the whole collection, which a delivery to "followers" reads.
        if (cursor === null) return { items: (await this.repository.allFollowers(venueId)).map(recipientOf) };
        const rows = await this.repository.followersPage(venueId, decodeFollowerCursor(cursor), COLLECTION_PAGE);
        const last = rows.length === COLLECTION_PAGE ? rows[rows.length - 1] : undefined;
        return { items: rows.map(recipientOf), nextCursor: last?.created ? `${last.created.toISOString()}|${last.actor_uri}` : null };
      })
      .setFirstCursor(async () => '')
      .setCounter(async (_ctx, identifier) => {
        const venueId = await this.venueOf(identifier);
        return venueId === undefined ? null : this.repository.countFollowers(venueId);
      });

    // The outbox: a Create of each upcoming event, soonest first, a page of them at a time.
    this.federation
      .setOutboxDispatcher(`${VENUE_ACTOR_PATH}/outbox`, async (ctx, identifier, cursor) => {
        const venueId = await this.venueOf(identifier);
        if (venueId === undefined || cursor === null) return cursor === null ? { items: [] } : null;
        const page = Math.max(1, Number.parseInt(cursor, 10) || 1);
        const { items, total } = await this.events.listUpcomingForVenue(venueId, { page, page_size: COLLECTION_PAGE });
        return {
          items: items.map((event) => {
            const object = eventObject(ctx, event);
            return new Create({
              id: new URL(`#create`, object.id ?? undefined),
              actor: ctx.getActorUri(identifier),
              object,
              to: object.toId,
              cc: object.ccId,
              published: object.startTime ?? instantOf(this.clock.now().toISOString()),
            });
          }),
          nextCursor: page * COLLECTION_PAGE < total ? String(page + 1) : null,
        };
      })
      .setFirstCursor(async () => '1')
      .setCounter(async (_ctx, identifier) => {
        const venueId = await this.venueOf(identifier);
        if (venueId === undefined) return null;
        return (await this.events.listUpcomingForVenue(venueId, { page: 1, page_size: 1 })).total;
      });
  }

  private dispatchEvents(): void {
    this.federation.setObjectDispatcher(Event, EVENT_OBJECT_PATH, async (ctx, { id, slug }) => {
      if (!/^\d{1,9}$/.test(id)) return null;
      const event = await this.events.getPublishedDetail(Number(id)).catch(() => null);
      return event === null || event.slug !== slug ? null : eventObject(ctx, event);
    });
  }

  private listenToInboxes(): void {
    this.federation
      .setInboxListeners(`${VENUE_ACTOR_PATH}/inbox`, '/ap/inbox')
      // An activity is handled once, whichever inbox (a venue's or the shared one) it is posted or replayed to.
      .withIdempotency('global')
      .on(Follow, async (ctx, follow) => {
        if (follow.id === null || follow.actorId === null || follow.objectId === null) return;
        const target = ctx.parseUri(follow.objectId);
        if (target?.type !== 'actor') return;
        const venueId = await this.venueOf(target.identifier);
        if (venueId === undefined) return;
        const follower = await follow.getActor(ctx);
        if (follower?.id == null || follower.inboxId === null) return;
        // A blocked server's follows are dropped (its requests are refused before this; its actor may live elsewhere).
        if (await this.repository.isBlocked(follower.id.host)) return;
        await this.repository.addFollower(
          venueId,
          {
            actorUri: follower.id.href,
            inbox: follower.inboxId.href,
            sharedInbox: follower.endpoints?.sharedInbox?.href ?? null,
            followUri: follow.id.href,
            domain: follower.id.hostname,
          },
          this.clock.now(),
        );
        await ctx.sendActivity(
          { identifier: target.identifier },
          follower,
          new Accept({ id: new URL(`#accepts/${crypto.randomUUID()}`, ctx.getActorUri(target.identifier)), actor: follow.objectId, object: follow }),
          { immediate: true },
        );
      })
      .on(Undo, async (ctx, undo) => {
        const object = await undo.getObject(ctx);
        if (!(object instanceof Follow) || undo.actorId === null || object.objectId === null) return;
        // Only the follower itself may undo its follow: the signed actor and the Follow's actor are the same.
        if (object.actorId?.href !== undo.actorId.href) return;
        const target = ctx.parseUri(object.objectId);
        if (target?.type !== 'actor') return;
        const venueId = await this.venueOf(target.identifier);
        if (venueId !== undefined) await this.repository.removeFollower(venueId, undo.actorId.href);
      });
  }
}

function recipientOf(row: FollowerRow): Recipient {
  return { id: new URL(row.actor_uri), inboxId: new URL(row.inbox), endpoints: row.shared_inbox === null ? null : { sharedInbox: new URL(row.shared_inbox) } };
}

/** A followers page's cursor: the last follower's time and actor, `2027-03-14T12:00:00.000Z|https://…`. */
function decodeFollowerCursor(cursor: string): { created: Date; actorUri: string } | null {
  const bar = cursor.indexOf('|');
  if (bar < 0) return null;
  const created = new Date(cursor.slice(0, bar));
  return Number.isNaN(created.getTime()) ? null : { created, actorUri: cursor.slice(bar + 1) };
}
