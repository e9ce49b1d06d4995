import { Injectable, Logger } from '@nestjs/common';
import {
  COMPARED_FIELDS,
  MERGE_MESSAGES,
  type QueueActionResult,
  type QueueDuplicate,
  type QueueItem,
  type QueueList,
  type QueueQuery,
} from '@events/contracts/editor';
import { paginationFor } from '@events/contracts/lists';
import type { AuthUser } from '../../common/auth/auth-state.js';
import { RequestValidationError } from '../../common/errors/request-validation.error.js';
import { StaffActionsService } from '../staff-actions/staff-actions.service.js';
import { MailService } from '../mail/mail.service.js';
import { VenueListingsService } from '../venues/venue-listings.service.js';
import { type EditorMail, mergedMail, rejectedMail } from './editor-mails.js';
import { EditorError } from './editor.errors.js';
import { EditorRepository, type QueueRow, type VenueFields } from './editor.repository.js';
import { venueAbsoluteUrl } from '@events/domain/detail-paths';
import { pageTotal } from '../../database/sql-executor.js';

/** The fields of a duplicate that differ from the queued venue's (empty values count as values). */
export function differencesOf(submitted: VenueFields, existing: VenueFields): QueueDuplicate['differences'] {
  return COMPARED_FIELDS.filter((field) => submitted[field].trim() !== existing[field].trim()).map((field) => ({
    field,
    submitted: submitted[field],
    existing: existing[field],
  }));
}

function toItem(row: QueueRow): QueueItem {
  return {
    id: row.id,
    kind: row.kind,
    name: row.name,
    street: row.street,
    city: row.city,
    state: row.state,
    postalCode: row.postal_code,
    website: row.website,
    phone: row.phone,
    email: row.email,
    lat: row.lat,
    lon: row.lon,
    published: row.published,
    submittedBy: row.user_id === null ? null : { id: row.user_id, username: row.username ?? '', email: row.user_email ?? '' },
    created: row.created.toISOString(),
    duplicates: row.duplicates.map((d) => ({
      id: d.id,
      name: d.name,
      published: d.published,
      distanceMetres: d.distance,
      lat: d.lat,
      lon: d.lon,
      differences: differencesOf(row, d),
    })),
  };
}

/**
 * The venue moderation queue (issue 17): what waits for an editor, and the three decisions. Each decision is one
 * transaction with its staff-actions record (the Editor Report counts them); the submitter's mail goes after the
 * commit, and a failed mail is logged without undoing the decision.
 */
@Injectable()
export class ModerationService {
  private readonly logger = new Logger(ModerationService.name);

  constructor(
    private readonly repository: EditorRepository,
    private readonly staffActions: StaffActionsService,
    private readonly mail: MailService,
    private readonly venues: VenueListingsService,
  ) {}

  async queue(query: QueueQuery): Promise<QueueList> {
    const offset = (query.page - 1) * query.page_size;
    const filter = { kind: query.kind ?? null, town: query.town ? query.town : null };
    const rows = await this.repository.findQueuePage(filter, query.ordering, query.page_size, offset);
    const total = await pageTotal(rows, offset, () => this.repository.countQueue(filter));
    return { results: rows.map(toItem), pagination: paginationFor(query, total) };
  }

  /** Publishes an unpublished venue; for a published one flagged recertify, the flag is cleared (it is rechecked). */
  async publish(user: AuthUser, id: number): Promise<QueueActionResult> {
    await this.repository.transaction(async (tx) => {
      const venue = await this.repository.lockQueued(tx, id);
      if (!venue) throw new EditorError('not_in_queue');
      await this.repository.publish(tx, id);
      await this.staffActions.record({ action: 'venue_publish', actorId: user.id, venueId: id, detail: { kind: venue.kind } }, tx);
    });
    return { id, action: 'venue_publish' };
  }

  /** The queued venue is a duplicate of `into`: its events, bookmarks and managers move there and it is removed. */
  async merge(user: AuthUser, id: number, into: number, origin: string): Promise<QueueActionResult> {
    if (into === id) throw new RequestValidationError({ into: [MERGE_MESSAGES.self] });
    const mail = await this.repository.transaction(async (tx): Promise<{ to: string; mail: EditorMail } | null> => {
      // Both rows are locked in id order, so two merges of one pair in opposite directions wait instead of deadlocking.
      for (const lockId of [id, into].sort((a, b) => a - b)) await this.repository.lockVenue(tx, lockId);
      const venue = await this.repository.lockQueued(tx, id);
      if (!venue) throw new EditorError('not_in_queue');
      const kept = await this.repository.lockVenue(tx, into);
      if (!kept) throw new RequestValidationError({ into: [MERGE_MESSAGES.missing] });
      await this.venues.lock(tx);
      await this.repository.mergeInto(tx, id, into);
      await this.venues.refreshMoved(tx, into);
      await this.staffActions.record(
        { action: 'venue_merge', actorId: user.id, venueId: into, detail: { mergedVenueId: id, mergedName: venue.name, kind: venue.kind } },
        tx,
      );
      if (!venue.submitter_email) return null;
      return {
        to: venue.submitter_email,
        mail: await mergedMail({ origin, submitted: venue.name, kept: kept.name, keptPath: venueAbsoluteUrl(kept.id, kept.slug) }),
      };
    });
    if (mail) await this.send(mail.to, mail.mail);
    return { id, action: 'venue_merge' };
  }

  /** An unpublished venue is removed; a published one flagged recertify keeps its listing and loses the flag. */
  async reject(user: AuthUser, id: number, notes: string, origin: string): Promise<QueueActionResult> {
    const mail = await this.repository.transaction(async (tx): Promise<{ to: string; mail: EditorMail } | null> => {
      const venue = await this.repository.lockQueued(tx, id);
      if (!venue) throw new EditorError('not_in_queue');
      if (venue.published) await this.repository.clearRecertify(tx, id);
      else await this.venues.delete(tx, id);
      await this.staffActions.record({ action: 'venue_reject', actorId: user.id, venueId: id, detail: { name: venue.name, kind: venue.kind, notes } }, tx);
      return venue.submitter_email ? { to: venue.submitter_email, mail: await rejectedMail({ origin, submitted: venue.name, notes }) } : null;
    });
    if (mail) await this.send(mail.to, mail.mail);
    return { id, action: 'venue_reject' };
  }

  private async send(to: string, mail: EditorMail): Promise<void> {
    try {
      await this.mail.send({ to, subject: mail.subject, text: mail.text, html: mail.html });
    } catch (error) {
      this.logger.warn(`moderation mail failed: ${String(error)}`);
    }
  }
}
