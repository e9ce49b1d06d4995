import { Inject, Injectable, Logger } from '@nestjs/common';
import { CLAIM_MESSAGES, type ClaimList, type ClaimListQuery, type ClaimRequest, type ClaimUpdate, type ClaimVenueResult, type OwnClaimList } from '@events/contracts/claims';
import { paginationFor } from '@events/contracts/lists';
import { ERRORS } from '@events/contracts/messages';
import type { ClaimStatus } from '@events/contracts/reference';
import type { StaffAction } from '@events/contracts/staff-actions';
import { Clock } from '../../common/clock/clock.js';
import { RequestValidationError } from '../../common/errors/request-validation.error.js';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import type { SqlExecutor } from '../../database/sql-executor.js';
import { StaffActionsService } from '../staff-actions/staff-actions.service.js';
import { BillingService } from '../billing/billing.service.js';
import { EditorNotifier } from '../editor/editor-notifier.js';
import { MailRecipientsService } from '../mail/mail-recipients.service.js';
import { MailService } from '../mail/mail.service.js';
import { type ClaimMail, type ClaimMailContext, claimReceivedMail, claimRejectedMail, claimVerifiedMail } from './claim-mails.js';
import { verificationMatch } from './claim-verification.js';
import { ClaimsError } from './claims.errors.js';
import { ClaimsRepository, isOpenClaimConflict, type LockedClaim } from './claims.repository.js';

/** The staff action a move to a status records (spec section 4: start, accept, reject). */
const ACTION_OF: Partial<Record<ClaimStatus, StaffAction>> = { verifying: 'claim_start', verified: 'claim_accept', rejected: 'claim_reject' };

const AUTOMATIC_MESSAGES = {
  venue_email: "Verified automatically: the claimant's e-mail address is the venue's e-mail address.",
  website_domain: "Verified automatically: the claimant's e-mail domain matches the venue's website.",
  none: 'No automatic match (e-mail domain or venue e-mail); waiting for an editor.',
  unconfirmed: "No automatic check: the claimant's e-mail address is not confirmed yet; waiting for an editor.",
} as const;

/**
 * Venue claims (spec sections 2, 3, 4): a user claims a venue, the automatic step verifies it or leaves it for an
 * editor, moderators move it on. Every change writes a history row (who, status, message) and, for verifying,
 * verified and rejected, a staff action, in the same transaction as the change; mails go out after the commit.
 */
@Injectable()
export class ClaimsService {
  private readonly logger = new Logger('Claims');

  constructor(
    private readonly repository: ClaimsRepository,
    private readonly staffActions: StaffActionsService,
    private readonly billing: BillingService,
    private readonly mail: MailService,
    private readonly mailRecipients: MailRecipientsService,
    private readonly editorNotifier: EditorNotifier,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly clock: Clock,
  ) {}

  /** Opens a claim of the venue for the user, then runs the automatic verification. */
  async claim(user: { id: number; email: string }, venueId: number, origin: string): Promise<ClaimVenueResult> {
    const refuse = (message: string): never => {
      throw new RequestValidationError({ id: [message] });
    };
    let outcome: { claimId: number; status: ClaimStatus; venueName: string };
    try {
      outcome = await this.repository.transaction(async (tx) => {
        const venue = await this.repository.lockVenue(tx, venueId);
        if (!venue) return refuse(CLAIM_MESSAGES.unknownVenue);
        if (await this.repository.managesVenue(tx, venue.id, user.id)) return refuse(CLAIM_MESSAGES.alreadyManaged);
        if (await this.repository.isClaimedByOther(tx, venue.id, user.id)) return refuse(ERRORS.alreadyClaimed);
        if (await this.repository.hasOpenClaim(tx, venue.id, user.id)) return refuse(CLAIM_MESSAGES.alreadyRequested);
        const claim = await this.repository.insertClaim(tx, venue.id, user.id, this.clock.now());
        await this.repository.addHistory(tx, claim.id, user.id, 'claimed', 'Claim requested.');
        // Only a proven mailbox speaks for the venue: an address anyone can type verifies nothing.
        const confirmed = await this.repository.claimantConfirmed(tx, user.id);
        const match = confirmed ? verificationMatch(user.email, venue) : undefined;
        const status: ClaimStatus = match ? 'verified' : 'new';
        await this.repository.setStatus(tx, claim.id, status, '', this.clock.now());
        await this.repository.addHistory(tx, claim.id, null, status, AUTOMATIC_MESSAGES[match ?? (confirmed ? 'none' : 'unconfirmed')]);
        if (match) {
          await this.repository.grantVenue(tx, user.id, venue.id);
          await this.record(tx, 'claim_accept', null, venue.id, claim.id, claim.created);
        }
        return { claimId: claim.id, status, venueName: venue.name };
      });
    } catch (error) {
      // Two tabs at once: the partial unique index lets one claim in; the other is told it already claimed.
      if (isOpenClaimConflict(error)) return refuse(CLAIM_MESSAGES.alreadyRequested);
      throw error;
    }
    const context = await this.mailContext(outcome.venueName, origin, user.email);
    await this.send(user.email, await claimReceivedMail(context, outcome.status === 'verified'));
    // A claim left for an editor is news to the editors covering the venue's town (their profile's choice).
    if (outcome.status !== 'verified') await this.editorNotifier.newClaim(outcome.claimId);
    return { status: 'succeeded', claim: { id: outcome.claimId, status: outcome.status } };
  }

  async list(query: ClaimListQuery): Promise<ClaimList> {
    const statuses = query.status === 'all' ? null : query.status;
    const orderBy = query.ordering === '-updated' ? 'updated' : 'created';
    const filter = { statuses, unconfirmedOnly: query.contact === 'unconfirmed' };
    const { claims, total } = await this.repository.list(filter, orderBy, query.page_size, (query.page - 1) * query.page_size);
    return { results: claims, pagination: paginationFor(query, total) };
  }

  /** My Claims: the user's own claims, whatever their status, newest first. */
  async mine(userId: number): Promise<OwnClaimList> {
    return { results: await this.repository.ownClaims(userId) };
  }

  /** Whether the user has claimed a venue at all (the user context's `hasClaims`). */
  hasClaims(userId: number): Promise<boolean> {
    return this.repository.hasClaims(userId);
  }

  /**
   * A moderator's status change. The same status only saves the notes; rejected needs notes (checked by the schema);
   * leaving verified takes the venue back, reaching it grants the venue.
   */
  async update(moderatorId: number, claimId: number, change: ClaimUpdate, origin: string): Promise<ClaimRequest> {
    let mail: { to: string; mail: ClaimMail } | undefined;
    const updated = await this.repository.transaction(async (tx) => {
      const claim = await this.repository.lockClaim(tx, claimId);
      if (!claim) throw new ClaimsError('claim_not_found');
      if (claim.status === change.status && claim.notes === change.notes) return this.found(claimId, tx);
      await this.repository.setStatus(tx, claim.id, change.status, change.notes, this.clock.now());
      await this.repository.addHistory(tx, claim.id, moderatorId, change.status, this.historyMessage(claim, change));
      if (claim.status !== change.status) {
        mail = await this.applyStatus(tx, moderatorId, claim, change, origin);
      }
      return this.found(claimId, tx);
    });
    if (mail) await this.send(mail.to, mail.mail);
    return updated;
  }

  async remove(claimId: number): Promise<void> {
    await this.repository.transaction(async (tx) => {
      const claim = await this.repository.lockClaim(tx, claimId);
      if (!claim) throw new ClaimsError('claim_not_found');
      if (claim.status === 'verified') throw new ClaimsError('verified_not_deletable');
      await this.repository.deleteClaim(tx, claimId);
    });
  }

  private async applyStatus(tx: SqlExecutor, moderatorId: number, claim: LockedClaim, change: ClaimUpdate, origin: string) {
    if (claim.venueId !== null && claim.status === 'verified') await this.repository.revokeVenue(tx, claim.userId, claim.venueId);
    if (claim.venueId !== null && change.status === 'verified') await this.repository.grantVenue(tx, claim.userId, claim.venueId);
    const action = ACTION_OF[change.status];
    if (action) await this.record(tx, action, moderatorId, claim.venueId, claim.id, claim.created);
    const context = await this.mailContext(claim.venueName, origin, claim.userEmail);
    if (change.status === 'verified') return { to: claim.userEmail, mail: await claimVerifiedMail(context) };
    if (change.status === 'rejected') return { to: claim.userEmail, mail: await claimRejectedMail(context, change.notes) };
    return undefined;
  }

  private historyMessage(claim: LockedClaim, change: ClaimUpdate): string {
    if (change.status === 'rejected') return change.notes;
    const moved = claim.status === change.status ? `Notes changed (status ${change.status}).` : `Status changed from ${claim.status} to ${change.status}.`;
    return change.notes === '' ? moved : `${moved} ${change.notes}`;
  }

  private async record(tx: SqlExecutor, action: StaffAction, actorId: number | null, venueId: number | null, claimId: number, claimCreated: Date): Promise<void> {
    const detail = action === 'claim_start' ? {} : { claimCreated: claimCreated.toISOString() };
    await this.staffActions.record({ action, actorId, venueId, claimId, detail }, tx);
  }

  private async found(claimId: number, tx: SqlExecutor): Promise<ClaimRequest> {
    const claim = await this.repository.findById(claimId, tx);
    if (!claim) throw new ClaimsError('claim_not_found');
    return claim;
  }

  /** What a claim mail to `to` says around its words: the venue, the links, and the claimant's language (issue 31). */
  private async mailContext(venueName: string | null, origin: string, to: string): Promise<ClaimMailContext> {
    const language = await this.mailRecipients.savedLanguage(to);
    return { venueName, origin, supportAddress: this.config.mail.supportAddress, onlineBilling: this.billing.stripeEnabled, language };
  }

  /** A mail that cannot be sent is logged: the claim itself stands. */
  private async send(to: string, mail: ClaimMail): Promise<void> {
    try {
      await this.mail.send({ to, subject: mail.subject, text: mail.text, html: mail.html });
    } catch (error) {
      this.logger.error({ err: error, to }, 'Claim mail not sent');
    }
  }
}
