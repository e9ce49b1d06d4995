import { Injectable } from '@nestjs/common';
import { DatabaseService } from '../../database/database.service.js';
import { countOf } from '../../database/sql-executor.js';
import type { SavedEventOrdering, SavedVenueOrdering } from '@events/contracts/saved';
import {
  BOOKMARKABLE_EVENT_SQL,
  BOOKMARKABLE_VENUE_SQL,
  COUNT_SAVED_VENUES_SQL,
  COUNT_UPCOMING_SAVED_EVENTS_SQL,
  IS_EVENT_SAVED_SQL,
  IS_VENUE_SAVED_SQL,
  SAVE_EVENT_SQL,
  SAVE_VENUE_SQL,
  SAVED_EVENT_IDS_SQL,
  SAVED_VENUE_IDS_SQL,
  SAVED_VENUE_PAGE_SQL,
  UNSAVE_EVENT_SQL,
  UNSAVE_VENUE_SQL,
  UPCOMING_SAVED_EVENT_PAGE_SQL,
} from './saved.queries.js';

/** A saved item of a list page: the event or venue id and when it was saved. */
export type SavedItemRow = { readonly id: number; readonly created: Date };

/** The point distances are measured from. */
export type Point = { readonly lat: number; readonly lon: number };

/** Which page of a saved list, in which order, measured from which point (required for `distance`). */
export type SavedPageRequest<Ordering extends string> = {
  readonly ordering: Ordering;
  readonly point: Point | null;
  readonly limit: number;
  readonly offset: number;
};

/** What a bookmark points at: an event or a venue (the spec's "poi"). */
export type SavedKind = 'event' | 'venue';

const SQL: Record<SavedKind, { exists: string; isSaved: string; save: string; unsave: string; ids: string }> = {
  event: { exists: BOOKMARKABLE_EVENT_SQL, isSaved: IS_EVENT_SAVED_SQL, save: SAVE_EVENT_SQL, unsave: UNSAVE_EVENT_SQL, ids: SAVED_EVENT_IDS_SQL },
  venue: { exists: BOOKMARKABLE_VENUE_SQL, isSaved: IS_VENUE_SAVED_SQL, save: SAVE_VENUE_SQL, unsave: UNSAVE_VENUE_SQL, ids: SAVED_VENUE_IDS_SQL },
};

@Injectable()
export class SavedRepository {
  constructor(private readonly db: DatabaseService) {}

  async isBookmarkable(kind: SavedKind, id: number): Promise<boolean> {
    const rows = await this.db.query<{ found: boolean }[]>(SQL[kind].exists, [id]);
    return rows[0]?.found === true;
  }

  async isSaved(kind: SavedKind, userId: number, id: number): Promise<boolean> {
    const rows = await this.db.query<{ saved: boolean }[]>(SQL[kind].isSaved, [userId, id]);
    return rows[0]?.saved === true;
  }

  async save(kind: SavedKind, userId: number, id: number): Promise<void> {
    await this.db.query(SQL[kind].save, [userId, id]);
  }

  /** True when a bookmark was removed. */
  async unsave(kind: SavedKind, userId: number, id: number): Promise<boolean> {
    const rows = await this.db.query<{ removed: boolean }[]>(SQL[kind].unsave, [userId, id]);
    return rows[0]?.removed === true;
  }

  async findSavedIds(kind: SavedKind, userId: number): Promise<number[]> {
    const rows = await this.db.query<{ id: number }[]>(SQL[kind].ids, [userId]);
    return rows.map((row) => row.id);
  }

  /** One page of the user's saved events that still have an occurrence to come at `now`. */
  findUpcomingSavedEventPage(userId: number, now: Date, page: SavedPageRequest<SavedEventOrdering>): Promise<SavedItemRow[]> {
    return this.db.query<SavedItemRow[]>(UPCOMING_SAVED_EVENT_PAGE_SQL[page.ordering], pageParameters([userId, now], page));
  }

  countUpcomingSavedEvents(userId: number, now: Date): Promise<number> {
    return countOf(this.db, COUNT_UPCOMING_SAVED_EVENTS_SQL, [userId, now]);
  }

  /** One page of the user's saved published venues. */
  findSavedVenuePage(userId: number, page: SavedPageRequest<SavedVenueOrdering>): Promise<SavedItemRow[]> {
    return this.db.query<SavedItemRow[]>(SAVED_VENUE_PAGE_SQL[page.ordering], pageParameters([userId], page));
  }

  countSavedVenues(userId: number): Promise<number> {
    return countOf(this.db, COUNT_SAVED_VENUES_SQL, [userId]);
  }
}

/** A page statement's parameters: `leading` (the user, and the instant for events), then limit, offset and the point. */
function pageParameters(leading: readonly unknown[], page: SavedPageRequest<string>): unknown[] {
  const base = [...leading, page.limit, page.offset];
  return page.ordering === 'distance' && page.point !== null ? [...base, page.point.lat, page.point.lon] : base;
}
