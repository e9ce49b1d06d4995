import { Inject, Injectable } from '@nestjs/common';
import webpush from 'web-push';
import { Clock } from '../../common/clock/clock.js';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { postNotification } from './push-transport.js';
import { PushRepository, type PushTarget } from './push.repository.js';
import { VAPID_DETAILS, type VapidDetails } from './vapid-keys.js';

export type { PushTarget };

/** What a notification shows (the service worker's showNotification): `tag` makes a later one replace an earlier one. */
export type PushNotification = { readonly title: string; readonly body: string; readonly url: string; readonly tag: string };

/** A push service keeps an undelivered notification this long (TTL, seconds): a day, when the next one comes. */
export const PUSH_TTL_SECONDS = 24 * 3600;

/**
 * Sends saved-search notifications to devices (RFC 8030 with the payload encrypted per RFC 8291 and signed with
 * VAPID, RFC 8292, by web-push) and keeps their record: one delivery row per search, device and day, taken before
 * sending; the device's last success; and a device whose subscription its push service says is gone is removed.
 * The digest job (alerts) decides what to send and when to try again.
 */
@Injectable()
export class PushDeliveryService {
  constructor(
    private readonly repository: PushRepository,
    @Inject(VAPID_DETAILS) private readonly vapid: VapidDetails,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly clock: Clock,
  ) {}

  /** The devices each of these saved searches pushes to (search id -> devices). */
  devicesOfSearches(searchIds: readonly number[]): Promise<Map<number, PushTarget[]>> {
    return this.repository.findDevicesOfSearches(searchIds);
  }

  /** True when this run took the day's notification of the search to the device (at most one a day). */
  claim(searchId: number, deviceId: number, sendDay: string): Promise<boolean> {
    return this.repository.claimDelivery(searchId, deviceId, sendDay);
  }

  /**
   * One try of a notification: encrypted for the device, signed, and posted with a TTL of a day, normal urgency and
   * a Topic per search (a push service holding an undelivered one of the search replaces it). Rejects with
   * PushServiceError on an answer other than 2xx, or with the network error.
   */
  async send(target: PushTarget, searchId: number, notification: PushNotification): Promise<void> {
    const details = webpush.generateRequestDetails(
      { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
      JSON.stringify(notification),
      { vapidDetails: { ...this.vapid }, TTL: PUSH_TTL_SECONDS, urgency: 'normal', topic: `saved-search-${searchId}`, contentEncoding: 'aes128gcm' },
    );
    await postNotification(details, { timeoutMs: this.config.push.timeoutMs, allowLocal: this.config.push.allowLocalEndpoints });
  }

  delivered(searchId: number, deviceId: number, sendDay: string, attempts: number): Promise<void> {
    return this.repository.recordDelivered(searchId, deviceId, sendDay, attempts, this.clock.now());
  }

  failed(searchId: number, deviceId: number, sendDay: string, attempts: number, reason: string): Promise<void> {
    return this.repository.recordFailed(searchId, deviceId, sendDay, attempts, reason);
  }

  /** The device's subscription is gone (404 / 410): the device goes, with its links and deliveries. */
  removeGone(deviceId: number): Promise<void> {
    return this.repository.deleteDevice(deviceId);
  }
}
