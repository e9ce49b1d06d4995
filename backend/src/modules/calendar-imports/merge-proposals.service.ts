import { Injectable } from '@nestjs/common';
import { eventAbsoluteUrl } from '@events/domain/detail-paths';
import { htmlToText } from '@events/domain/text';
import { paginationFor, type PageQuery } from '@events/contracts/lists';
import type { MergeDecision, MergeDecisionResult, MergeProposal, MergeProposalList } from '@events/contracts/merge-proposals';
import type { AuthUser } from '../../common/auth/auth-state.js';
import { Clock } from '../../common/clock/clock.js';
import { StaffActionsService } from '../staff-actions/staff-actions.service.js';
import { CalendarImportsError } from './calendar-imports.errors.js';
import { CalendarImportsRepository } from './calendar-imports.repository.js';
import { CalendarSyncService } from './calendar-sync.service.js';
import { FeedImporter } from './feed-importer.service.js';
import { MergeProposalsRepository, type ProposalPageRow, type ProposalRow } from './merge-proposals.repository.js';
import { pageTotal } from '../../database/sql-executor.js';

function toProposal(row: ProposalPageRow): MergeProposal {
  const { feed } = row.proposal;
  return {
    id: row.id,
    venue: { id: row.venue_id, name: row.venue_name, timeZone: row.time_zone },
    source: { id: row.source_id, address: row.address, calendarName: row.calendar_name },
    listed: {
      eventId: row.event_id,
      path: eventAbsoluteUrl(row.event_id, row.slug),
      name: row.name,
      startsAt: (row.listed_starts_at ?? row.starts_at).toISOString(),
      status: row.status,
      description: htmlToText(row.description),
      url: row.url || null,
    },
    imported: { name: feed.name, startsAt: row.starts_at.toISOString(), status: feed.status, description: htmlToText(feed.description), url: feed.url || null },
    created: row.created.toISOString(),
  };
}

/**
 * The editor desk's proposed merges (issue 30): calendar imports' likely duplicates, each beside the event it looks
 * like. A decision holds its source's sync claim, so no sync of that calendar runs beside it (nor a second
 * decision of the same proposal): the listed event is linked to the feed (merge), or the feed's event added beside
 * it (keep both), and the proposal leaves the desk and the source page's refused list.
 */
@Injectable()
export class MergeProposalsService {
  constructor(
    private readonly proposals: MergeProposalsRepository,
    private readonly sources: CalendarImportsRepository,
    private readonly sync: CalendarSyncService,
    private readonly importer: FeedImporter,
    private readonly staffActions: StaffActionsService,
    private readonly clock: Clock,
  ) {}

  async list(query: PageQuery): Promise<MergeProposalList> {
    const offset = (query.page - 1) * query.page_size;
    const rows = await this.proposals.page(query.page_size, offset);
    const total = await pageTotal(rows, offset, () => this.proposals.count());
    return { results: rows.map(toProposal), pagination: paginationFor(query, total) };
  }

  async decide(user: AuthUser, id: number, decision: MergeDecision): Promise<MergeDecisionResult> {
    const now = this.clock.now();
    const pending = await this.proposals.proposal(id);
    if (pending === null) throw new CalendarImportsError('proposal_not_found');
    if (!(await this.sources.claim(pending.source_id, now, false))) throw new CalendarImportsError('source_syncing');
    try {
      // Read again under the claim: another editor's decision may have come first.
      const proposal = await this.proposals.proposal(id);
      if (proposal === null) throw new CalendarImportsError('proposal_not_found');
      const eventId = await this.apply(user, proposal, decision, now);
      await this.proposals.remove(id);
      await this.proposals.forgetRefusal(proposal.source_id, proposal.proposal.refusal);
      return { id, decision, eventId };
    } finally {
      await this.sources.release(pending.source_id);
    }
  }

  private async apply(user: AuthUser, proposal: ProposalRow, decision: MergeDecision, now: Date): Promise<number> {
    const source = await this.sources.source(proposal.source_id);
    const run = source === null ? null : await this.sync.runOf(source, now);
    if (run === null) throw new CalendarImportsError('proposal_not_found');
    const detail = { proposalId: proposal.id, sourceId: proposal.source_id, name: proposal.proposal.name };
    if (decision === 'merge') {
      await this.importer.linkListed(run, proposal, proposal.proposal, proposal.event_id);
      await this.staffActions.record({ action: 'event_merge', actorId: user.id, venueId: run.venue.id, eventId: proposal.event_id, detail });
      return proposal.event_id;
    }
    const eventId = await this.importer.addProposed(run, proposal, proposal.proposal);
    await this.staffActions.record({ action: 'event_create', actorId: user.id, venueId: run.venue.id, eventId, detail: { ...detail, keptBeside: proposal.event_id } });
    return eventId;
  }
}
