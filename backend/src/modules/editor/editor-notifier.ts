import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { DomainEvents } from '../../common/events/domain-events.js';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { MailService } from '../mail/mail.service.js';
import { VENUE_SUBMITTED } from '../venues/venue-events.js';
import { newItemMail, type NewItem } from './editor-mails.js';
import { EditorRepository, type NotifyVenue } from './editor.repository.js';

/**
 * Mails each editor who asked for it (editor profile: notify_new) about a new claim or venue submission in a town
 * they cover. Called after the claim or submission has committed (a submission through the venues module's
 * VENUE_SUBMITTED event); a mail that fails is logged and never undoes or fails the user's write.
 */
@Injectable()
export class EditorNotifier implements OnModuleInit {
  private readonly logger = new Logger(EditorNotifier.name);

  constructor(
    private readonly repository: EditorRepository,
    private readonly mail: MailService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly events: DomainEvents,
  ) {}

  onModuleInit(): void {
    this.events.subscribe(VENUE_SUBMITTED, async ({ venueId }) => void (await this.newSubmission(venueId)));
  }

  /** A new claim (table venue_claims): the editors of its venue's town hear of it. Answers how many were mailed. */
  async newClaim(claimId: number): Promise<number> {
    return this.guarded('claim', async () => {
      const venue = await this.repository.findNotifyClaim(claimId);
      return venue ? this.notify('claim', venue) : 0;
    });
  }

  /** A new unpublished venue (suggestion or a signed-in user's submission). Answers how many were mailed. */
  async newSubmission(venueId: number): Promise<number> {
    return this.guarded('submission', async () => {
      const venue = await this.repository.findNotifyVenue(venueId);
      return venue ? this.notify('submission', venue) : 0;
    });
  }

  private async guarded(kind: NewItem['kind'], work: () => Promise<number>): Promise<number> {
    try {
      return await work();
    } catch (error) {
      this.logger.warn(`new ${kind} notice failed: ${String(error)}`);
      return 0;
    }
  }

  private async notify(kind: NewItem['kind'], venue: NotifyVenue): Promise<number> {
    if (venue.city.trim() === '') return 0;
    const editors = await this.repository.findEditorsForTown(venue.city.trim());
    // Mailed links need an absolute origin; without PUBLIC_URL they stay site-relative paths.
    const mail = await newItemMail({ origin: this.config.publicUrl ?? '', item: { kind, venue, by: venue.submitter } });
    let sent = 0;
    for (const editor of editors) {
      try {
        await this.mail.send({ to: editor.email, subject: mail.subject, text: mail.text, html: mail.html });
        sent += 1;
      } catch (error) {
        this.logger.warn(`new ${kind} mail to editor ${editor.id} failed: ${String(error)}`);
      }
    }
    return sent;
  }
}
