import { Inject, Injectable } from '@nestjs/common';
import { ALERT_EVENTS_PER_SEARCH } from '@events/contracts/alerts';
import { Clock } from '../../common/clock/clock.js';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { renderMailTemplate, type RenderedMail } from '../mail/mail-template.js';
import { MailService } from '../mail/mail.service.js';
import { SavedSearchesService } from '../saved-searches/saved-searches.service.js';
import { todayIn } from '../search/search-criteria.js';
import { serverIntl } from '../../common/i18n/server-intl.js';
import { composeDigestMail, digestMessages, sectionOf } from './alert-mail.js';
import { AlertsError } from './alerts.errors.js';
import { AlertsRepository } from './alerts.repository.js';
import { AlertsService, MATCHES_PER_SEARCH } from './alerts.service.js';

export type PreviewMail = RenderedMail & {
  readonly subject: string;
  readonly headers: Readonly<Record<string, string>>;
  /** The owner's language, which the mail is in (issue 31). */
  readonly language: string | null;
};

/**
 * Staff tools of the saved searches list (spec producer-and-account sections 2 and 7): the alert mail of one
 * search as its owner would get it, opened in a tab or mailed to the staff member. It lists the events the next
 * digest would list (never a cancelled one as new, and first the announced events cancelled since); with nothing new,
 * the search's upcoming events, saying so.
 */
@Injectable()
export class AlertPreviewsService {
  constructor(
    private readonly repository: AlertsRepository,
    private readonly savedSearches: SavedSearchesService,
    private readonly alerts: AlertsService,
    private readonly mail: MailService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly clock: Clock,
  ) {}

  async preview(searchId: number, origin: string, now: Date = this.clock.now()): Promise<PreviewMail> {
    const search = await this.repository.findSearchWithOwner(searchId);
    if (search === undefined) throw new AlertsError('search_not_found');
    const listed = await this.savedSearches.upcomingEvents(search, { units: search.owner_units, count: MATCHES_PER_SEARCH }, now);
    const cards = listed.filter((card) => card.status !== 'cancelled');
    const fresh = await this.repository.findNewEvents([
      { searchId: search.id, eventIds: cards.map((card) => card.id), changedAfter: search.last_alerted === null ? search.created : null },
    ]);
    const newEvents = cards.filter((card) => fresh.get(search.id)?.has(card.id) === true);
    const preview = newEvents.length === 0;
    const events = preview ? cards.slice(0, ALERT_EVENTS_PER_SEARCH) : newEvents;
    const digest = composeDigestMail({
      origin,
      units: search.owner_units,
      supportAddress: this.config.mail.supportAddress,
      sections: [sectionOf(search, events, todayIn(undefined, now), search.owner_language)],
      cancellations: (await this.alerts.cancellationsToTell([search], await this.repository.findCancelledEventIds(now))).section,
      preview,
      language: search.owner_language,
    });
    const rendered = await renderMailTemplate(digest.template);
    return { subject: digest.subject, headers: digest.headers, language: search.owner_language, ...rendered };
  }

  /** Mails the preview to the staff member (one try: a failure is a 503, which the list only logs). */
  async sendTest(searchId: number, to: string, origin: string, now: Date = this.clock.now()): Promise<{ to: string }> {
    const mail = await this.preview(searchId, origin, now);
    const subject = serverIntl(mail.language).formatMessage(digestMessages.testSubject, { subject: mail.subject });
    await this.mail.send({ to, subject, text: mail.text, html: mail.html, headers: mail.headers });
    return { to };
  }
}
