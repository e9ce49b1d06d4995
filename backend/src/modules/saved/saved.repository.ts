import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import {
  BOOKMARKABLE_EVENT_SQL,
  BOOKMARKABLE_VENUE_SQL,
  IS_EVENT_SAVED_SQL,
  IS_VENUE_SAVED_SQL,
  SAVE_EVENT_SQL,
  SAVE_VENUE_SQL,
  SAVED_EVENT_IDS_SQL,
  SAVED_VENUE_IDS_SQL,
  UNSAVE_EVENT_SQL,
  UNSAVE_VENUE_SQL,
} from './saved.queries.js';

/** What a bookmark points at: an event or a venue (the spec's "poi"). */
export type SavedKind = 'event' | 'venue';

const SQL: Record<SavedKind, { exists: string; isSaved: string; save: string; unsave: string; ids: string }> = {
  event: { exists: BOOKMARKABLE_EVENT_SQL, isSaved: IS_EVENT_SAVED_SQL, save: SAVE_EVENT_SQL, unsave: UNSAVE_EVENT_SQL, ids: SAVED_EVENT_IDS_SQL },
  venue: { exists: BOOKMARKABLE_VENUE_SQL, isSaved: IS_VENUE_SAVED_SQL, save: SAVE_VENUE_SQL, unsave: UNSAVE_VENUE_SQL, ids: SAVED_VENUE_IDS_SQL },
};

@Injectable()
export class SavedRepository {
  constructor(private readonly dataSource: DataSource) {}

  async isBookmarkable(kind: SavedKind, id: number): Promise<boolean> {
    const rows = await this.dataSource.query<{ found: boolean }[]>(SQL[kind].exists, [id]);
    return rows[0]?.found === true;
  }

  async isSaved(kind: SavedKind, userId: number, id: number): Promise<boolean> {
    const rows = await this.dataSource.query<{ saved: boolean }[]>(SQL[kind].isSaved, [userId, id]);
    return rows[0]?.saved === true;
  }

  async save(kind: SavedKind, userId: number, id: number): Promise<void> {
    await this.dataSource.query(SQL[kind].save, [userId, id]);
  }

  /** True when a bookmark was removed. */
  async unsave(kind: SavedKind, userId: number, id: number): Promise<boolean> {
    const rows = await this.dataSource.query<{ removed: boolean }[]>(SQL[kind].unsave, [userId, id]);
    return rows[0]?.removed === true;
  }

  async findSavedIds(kind: SavedKind, userId: number): Promise<number[]> {
    const rows = await this.dataSource.query<{ id: number }[]>(SQL[kind].ids, [userId]);
    return rows.map((row) => row.id);
  }
}
