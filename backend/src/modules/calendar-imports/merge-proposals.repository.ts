import { Injectable } from '@nestjs/common';
import type { RefusedImport } from '@events/contracts/calendar-imports';
import type { EventStatus } from '@events/contracts/event-status';
import { DatabaseService } from '../../database/database.service.js';
import type { FeedEventKey, ImportRecord } from './import-fields.js';
import {
  COUNT_PROPOSALS_SQL,
  DELETE_PROPOSAL_SQL,
  DROP_STALE_PROPOSALS_SQL,
  FORGET_REFUSAL_SQL,
  INSERT_PROPOSAL_SQL,
  PROPOSAL_SQL,
  PROPOSALS_PAGE_SQL,
  SOURCE_PROPOSALS_SQL,
} from './merge-proposals.queries.js';

/** What an import read of a feed's event it proposes to merge: enough to add it later as the import would have. */
export type ProposedImport = {
  readonly name: string;
  readonly imageUrl: string | null;
  readonly feed: ImportRecord['feed'];
  /** The source page's entry for it, dropped once an editor decides. */
  readonly refusal: RefusedImport;
};

/** A proposal waiting on the desk, with the source page's entry for it. */
export type SourceProposalRow = FeedEventKey & { readonly id: number; readonly refusal: RefusedImport };

export type ProposalPageRow = {
  id: number;
  starts_at: Date;
  proposal: ProposedImport;
  created: Date;
  source_id: number;
  address: string;
  calendar_name: string | null;
  venue_id: number;
  venue_name: string;
  time_zone: string;
  event_id: number;
  slug: string;
  name: string;
  description: string;
  url: string;
  status: EventStatus;
  listed_starts_at: Date | null;
  total: number;
};

/** A proposal, as its decision reads it. */
export type ProposalRow = FeedEventKey & { readonly id: number; readonly source_id: number; readonly event_id: number; readonly proposal: ProposedImport };

@Injectable()
export class MergeProposalsRepository {
  constructor(private readonly db: DatabaseService) {}

  sourceProposals(sourceId: number): Promise<SourceProposalRow[]> {
    return this.db.query<SourceProposalRow[]>(SOURCE_PROPOSALS_SQL, [sourceId]);
  }

  async propose(sourceId: number, listedEventId: number, key: FeedEventKey, startsAt: Date, proposal: ProposedImport, now: Date): Promise<void> {
    await this.db.query(INSERT_PROPOSAL_SQL, [sourceId, listedEventId, key.uid, key.fingerprint, startsAt, JSON.stringify(proposal), now]);
  }

  async dropStale(sourceId: number, found: readonly number[]): Promise<void> {
    await this.db.query(DROP_STALE_PROPOSALS_SQL, [sourceId, [...found]]);
  }

  page(limit: number, offset: number): Promise<ProposalPageRow[]> {
    return this.db.query<ProposalPageRow[]>(PROPOSALS_PAGE_SQL, [limit, offset]);
  }

  async count(): Promise<number> {
    const [row] = await this.db.query<{ total: number }[]>(COUNT_PROPOSALS_SQL);
    return row?.total ?? 0;
  }

  async proposal(id: number): Promise<ProposalRow | null> {
    const [row] = await this.db.query<ProposalRow[]>(PROPOSAL_SQL, [id]);
    return row ?? null;
  }

  async remove(id: number): Promise<void> {
    await this.db.query(DELETE_PROPOSAL_SQL, [id]);
  }

  async forgetRefusal(sourceId: number, refusal: RefusedImport): Promise<void> {
    await this.db.query(FORGET_REFUSAL_SQL, [sourceId, JSON.stringify(refusal)]);
  }
}
