import { Inject, Injectable, Logger } from '@nestjs/common';
import type { EventCard } from '@events/contracts/events';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { PushDeliveryService, type PushNotification, type PushTarget } from '../push/push-delivery.service.js';
import { isGone, isRetryable } from '../push/push-transport.js';
import type { SavedSearchRow } from '../saved-searches/saved-search.read-model.js';
import { sendWithRetries } from './alert-delivery.js';
import { composePushNotification } from './alert-push.js';
import { AlertsRepository, type SeenPair } from './alerts.repository.js';

/** One search of a user's digest: the events its listing gave this run, and those of them that are new. */
export type SearchNews = { readonly search: SavedSearchRow; readonly listed: readonly EventCard[]; readonly fresh: readonly EventCard[] };

/** The push part of a run's totals. */
export type PushTotals = { pushesSent: number; pushesFailed: number };

/** What the push part of one user's digest needs from its run, and the user's language (users.language; null reads English). */
export type PushRun = { readonly sendDay: string; readonly now: Date; readonly origin: string; readonly language: string | null };

/**
 * The push channel of the digest (issue 32): each device a search pushes to gets one notification a day for the
 * search's new events (the delivery row taken first keeps it to one however often the job runs, and whatever the
 * mail's outcome). 5xx answers and network errors are tried again; a 404 or 410 removes the device; another refusal
 * (400, 413...) is logged and recorded. A search whose only channel is push is covered here, as the mail covers
 * the searches it is on for: its listed events are seen and its last alert time moves, unless a notification of
 * it failed (the events then stay new for the next day's).
 */
@Injectable()
export class AlertPushesService {
  private readonly logger = new Logger('AlertPushes');

  constructor(
    private readonly push: PushDeliveryService,
    private readonly repository: AlertsRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** The devices each of these searches pushes to (search id -> devices). */
  devicesOf(searchIds: readonly number[]): Promise<Map<number, PushTarget[]>> {
    return this.push.devicesOfSearches(searchIds);
  }

  /** Sends a user's notifications of the day and covers the user's push-only searches; never throws. */
  async announce(news: readonly SearchNews[], devices: ReadonlyMap<number, readonly PushTarget[]>, run: PushRun, totals: PushTotals): Promise<void> {
    const failed = new Set<number>();
    for (const { search, fresh } of news) {
      if (fresh.length === 0) continue;
      const notification = composePushNotification(search, fresh, run.sendDay, run.origin, run.language);
      for (const target of devices.get(search.id) ?? []) {
        if (!(await this.notify(target, search.id, notification, run.sendDay, totals))) failed.add(search.id);
      }
    }
    const covered = news.filter(({ search }) => !search.is_active && !failed.has(search.id));
    const seen: SeenPair[] = covered.flatMap(({ search, listed }) => listed.map((card) => ({ searchId: search.id, eventId: card.id })));
    await this.repository.markCovered(covered.map(({ search }) => search.id), seen, run.now).catch((error: unknown) => {
      this.logger.error({ err: error }, 'Push-only saved searches not marked covered');
    });
  }

  /** One device's notification of the day: false when it failed (it is not tried again that day). */
  private async notify(target: PushTarget, searchId: number, notification: PushNotification, sendDay: string, totals: PushTotals): Promise<boolean> {
    try {
      if (!(await this.push.claim(searchId, target.id, sendDay))) return true;
      const outcome = await sendWithRetries(() => this.push.send(target, searchId, notification), {
        attempts: this.config.push.attempts,
        delayMs: this.config.push.retryDelayMs,
        retryable: isRetryable,
      });
      if (outcome.ok) {
        await this.push.delivered(searchId, target.id, sendDay, outcome.attempts);
        totals.pushesSent++;
        return true;
      }
      if (isGone(outcome.error)) {
        this.logger.log({ deviceId: target.id, searchId }, 'Push subscription gone: device removed');
        await this.push.removeGone(target.id);
        return true;
      }
      const reason = outcome.error instanceof Error ? outcome.error.message : String(outcome.error);
      this.logger.warn({ deviceId: target.id, searchId, attempts: outcome.attempts, reason }, 'Push notification refused or unanswered');
      totals.pushesFailed++;
      await this.push.failed(searchId, target.id, sendDay, outcome.attempts, reason);
      return false;
    } catch (error) {
      totals.pushesFailed++;
      this.logger.error({ err: error, deviceId: target.id, searchId }, 'Push notification failed');
      return false;
    }
  }
}
