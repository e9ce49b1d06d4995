import { Injectable } from '@nestjs/common';
import { DatabaseService } from '../../database/database.service.js';
import { countOf, returnedRows } from '../../database/sql-executor.js';
import {
  ADD_DEVICE_SEARCH_SQL,
  CLAIM_DELIVERY_SQL,
  COUNT_DEVICES_SQL,
  DELETE_DEVICE_OF_USER_SQL,
  DELETE_GONE_DEVICE_SQL,
  DEVICE_OF_USER_SQL,
  DEVICES_OF_SEARCHES_SQL,
  DEVICES_OF_USER_SQL,
  DROP_DEVICE_SEARCHES_SQL,
  ENDPOINT_OWNER_SQL,
  FINISH_DELIVERY_SQL,
  LOCK_USER_SQL,
  MARK_DEVICE_SUCCESS_SQL,
  REMOVE_DEVICE_SEARCH_SQL,
  UPSERT_DEVICE_SQL,
} from './push.queries.js';

/** A device as its owner reads it. */
export type PushDeviceRow = {
  readonly id: number;
  readonly label: string;
  readonly endpoint: string;
  readonly created: Date;
  readonly last_success: Date | null;
  readonly saved_search_ids: readonly number[];
};

/** What a notification needs of a device: where it goes and the keys it is encrypted for. */
export type PushTarget = { readonly id: number; readonly endpoint: string; readonly p256dh: string; readonly auth: string };

export type PushSubscriptionValues = { readonly endpoint: string; readonly p256dh: string; readonly auth: string; readonly label: string };

/** A registration: the device's id, or `too_many` when the user already has `limit` other devices. */
export type RegisterOutcome = { readonly id: number } | 'too_many';

@Injectable()
export class PushRepository {
  constructor(private readonly db: DatabaseService) {}

  findDevicesOfUser(userId: number): Promise<PushDeviceRow[]> {
    return this.db.query<PushDeviceRow[]>(DEVICES_OF_USER_SQL, [userId]);
  }

  async findDeviceOfUser(userId: number, id: number): Promise<PushDeviceRow | undefined> {
    const rows = await this.db.query<PushDeviceRow[]>(DEVICE_OF_USER_SQL, [userId, id]);
    return rows[0];
  }

  /**
   * Registers a subscription for the user in one transaction, under a lock of the user's row: its endpoint's device
   * when there is one (taken from its former owner with its links dropped), else a new device unless the user
   * already has `limit` devices.
   */
  registerDevice(userId: number, values: PushSubscriptionValues, limit: number, at: Date): Promise<RegisterOutcome> {
    return this.db.transaction(async (tx) => {
      await tx.query(LOCK_USER_SQL, [userId]);
      const [owner] = await tx.query<{ id: number; user_id: number }[]>(ENDPOINT_OWNER_SQL, [values.endpoint]);
      if (owner?.user_id !== userId && (await countOf(tx, COUNT_DEVICES_SQL, [userId])) >= limit) return 'too_many';
      const [row] = await tx.query<{ id: number }[]>(UPSERT_DEVICE_SQL, [userId, values.endpoint, values.p256dh, values.auth, values.label, at]);
      if (owner !== undefined && owner.user_id !== userId) await tx.query(DROP_DEVICE_SEARCHES_SQL, [owner.id]);
      return { id: (row as { id: number }).id };
    });
  }

  /** True when the user's device existed and was removed. */
  async deleteDeviceOfUser(userId: number, id: number): Promise<boolean> {
    return returnedRows(await this.db.query(DELETE_DEVICE_OF_USER_SQL, [userId, id])).length > 0;
  }

  /** True when the device and the saved search are both the user's (the search then pushes to the device). */
  async addDeviceSearch(userId: number, deviceId: number, searchId: number, at: Date): Promise<boolean> {
    const rows = await this.db.query<{ found: boolean }[]>(ADD_DEVICE_SEARCH_SQL, [userId, deviceId, searchId, at]);
    return rows[0]?.found === true;
  }

  /** True when the device and the saved search are both the user's (the search then no longer pushes to the device). */
  async removeDeviceSearch(userId: number, deviceId: number, searchId: number): Promise<boolean> {
    const rows = await this.db.query<{ found: boolean }[]>(REMOVE_DEVICE_SEARCH_SQL, [userId, deviceId, searchId]);
    return rows[0]?.found === true;
  }

  /** The devices each of these searches pushes to (search id -> devices), in one statement. */
  async findDevicesOfSearches(searchIds: readonly number[]): Promise<Map<number, PushTarget[]>> {
    const bySearch = new Map<number, PushTarget[]>();
    if (searchIds.length === 0) return bySearch;
    const rows = await this.db.query<(PushTarget & { saved_search_id: number })[]>(DEVICES_OF_SEARCHES_SQL, [[...searchIds]]);
    for (const { saved_search_id: searchId, ...target } of rows) {
      const targets = bySearch.get(searchId) ?? [];
      targets.push(target);
      bySearch.set(searchId, targets);
    }
    return bySearch;
  }

  /** True when this run took the day's notification of the search to the device (see CLAIM_DELIVERY_SQL). */
  async claimDelivery(searchId: number, deviceId: number, sendDay: string): Promise<boolean> {
    const rows = await this.db.query<{ device_id: number }[]>(CLAIM_DELIVERY_SQL, [searchId, deviceId, sendDay]);
    return rows.length > 0;
  }

  /** A push service accepted the day's notification of the search after `attempts` tries, at `at`. */
  async recordDelivered(searchId: number, deviceId: number, sendDay: string, attempts: number, at: Date): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx.query(FINISH_DELIVERY_SQL, [searchId, deviceId, sendDay, 'sent', attempts, null]);
      await tx.query(MARK_DEVICE_SUCCESS_SQL, [deviceId, at]);
    });
  }

  /** The day's notification of the search was refused or never answered; `reason` says why. */
  async recordFailed(searchId: number, deviceId: number, sendDay: string, attempts: number, reason: string): Promise<void> {
    await this.db.query(FINISH_DELIVERY_SQL, [searchId, deviceId, sendDay, 'failed', attempts, reason.slice(0, 1000)]);
  }

  /** Removes a device whose subscription is gone, with its links and deliveries. */
  async deleteDevice(deviceId: number): Promise<void> {
    await this.db.query(DELETE_GONE_DEVICE_SQL, [deviceId]);
  }
}
