import { Injectable } from '@nestjs/common';
import { Clock } from '../../common/clock/clock.js';
import { DatabaseService } from '../../database/database.service.js';
import { countOf, pageTotal } from '../../database/sql-executor.js';
import type { EventDetailRow } from '../cards/event-card.read-model.js';
import type { OccurrenceRow } from '../cards/occurrence.read-model.js';
import {
  COUNT_UPCOMING_EVENTS_FOR_VENUE_SQL,
  EVENT_DETAIL_VALIDATOR_SQL,
  LIVE_SEARCH_EVENT_BY_ID_SQL,
  LIVE_SEARCH_EVENTS_BY_PREFIX_SQL,
  LIVE_SEARCH_EVENTS_SQL,
  PUBLISHED_EVENT_CARD_SQL,
  UPCOMING_EVENT_IDS_FOR_VENUE_SQL,
  UPCOMING_OCCURRENCES_SQL,
} from './events.queries.js';
import type { LiveSearchRow } from '../../common/search/live-search.js';


/** What an event's detail is made of (EVENT_DETAIL_VALIDATOR_SQL). */
export type EventDetailValidatorRow = { generation: string; upcoming: number };

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * The events module's public reads (the event page, a venue's events, live search); what "not ended yet" means is
 * decided at the Clock's instant. They may be a moment stale: a read replica serves them when there is one.
 */
@Injectable()
export class EventsRepository {
  constructor(
    private readonly db: DatabaseService,
    private readonly clock: Clock,
  ) {}

  async findPublishedCardRow(id: number): Promise<EventDetailRow | undefined> {
    const rows = await this.db.replicaReads.query<EventDetailRow[]>(PUBLISHED_EVENT_CARD_SQL, [id, this.clock.now()]);
    return rows[0];
  }

  /** Read where the detail is read (a replica, when there are some), so an ETag never names a newer catalogue than the body it tags. */
  async findDetailValidator(id: number): Promise<EventDetailValidatorRow | undefined> {
    const rows = await this.db.replicaReads.queryNamed<EventDetailValidatorRow>('event-validator', EVENT_DETAIL_VALIDATOR_SQL, [id, this.clock.now()]);
    return rows[0];
  }

  findUpcomingOccurrences(eventId: number, limit: number): Promise<OccurrenceRow[]> {
    return this.db.replicaReads.query<OccurrenceRow[]>(UPCOMING_OCCURRENCES_SQL, [eventId, limit, this.clock.now()]);
  }

  /** One page of a venue's upcoming published events (soonest first) and the exact total. */
  async findUpcomingEventIdsForVenue(venueId: number, limit: number, offset: number): Promise<{ ids: number[]; total: number }> {
    const now = this.clock.now();
    const rows = await this.db.replicaReads.query<{ id: number; total: number }[]>(UPCOMING_EVENT_IDS_FOR_VENUE_SQL, [venueId, limit, offset, now]);
    const total = await pageTotal(rows, offset, () => countOf(this.db.replicaReads, COUNT_UPCOMING_EVENTS_FOR_VENUE_SQL, [venueId, now]));
    return { ids: rows.map((r) => r.id), total };
  }

  findLiveSearchMatches(text: string, limit: number): Promise<LiveSearchRow[]> {
    // Trigrams need three characters; shorter text is a name-prefix range scan.
    if ([...text].length < 3) return this.db.replicaReads.query<LiveSearchRow[]>(LIVE_SEARCH_EVENTS_BY_PREFIX_SQL, [escapeLike(text.toLowerCase()), limit]);
    return this.db.replicaReads.query<LiveSearchRow[]>(LIVE_SEARCH_EVENTS_SQL, [text, escapeLike(text), limit]);
  }

  findLiveSearchById(id: number): Promise<LiveSearchRow[]> {
    return this.db.replicaReads.query<LiveSearchRow[]>(LIVE_SEARCH_EVENT_BY_ID_SQL, [id]);
  }
}
