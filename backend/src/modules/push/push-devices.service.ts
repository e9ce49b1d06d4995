import { ECDH } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { z } from 'zod';
import { MAX_PUSH_DEVICES, PUSH_MESSAGES, type PushDevice, type PushDeviceList, type pushDeviceRegisterSchema } from '@events/contracts/push';
import { Clock } from '../../common/clock/clock.js';
import { RequestValidationError } from '../../common/errors/request-validation.error.js';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { endpointProblem } from './push-endpoint-guard.js';
import { PushError } from './push.errors.js';
import { PushRepository, type PushDeviceRow } from './push.repository.js';
import { VAPID_DETAILS, type VapidDetails } from './vapid-keys.js';

export type PushDeviceRegisterInput = z.output<typeof pushDeviceRegisterSchema>;

function toPushDevice(row: PushDeviceRow): PushDevice {
  return {
    id: row.id,
    label: row.label,
    endpoint: row.endpoint,
    created: row.created.toISOString(),
    lastSuccess: row.last_success?.toISOString() ?? null,
    savedSearchIds: [...row.saved_search_ids],
  };
}

/** Whether a key is a point on P-256 (the contract checked its form: 65 bytes starting 0x04). */
function isP256Point(key: string): boolean {
  try {
    ECDH.convertKey(Buffer.from(key, 'base64url'), 'prime256v1');
    return true;
  } catch {
    return false;
  }
}

/**
 * The push devices of the signed-in user (issue 32): each browser registered for notifications, and which of the
 * user's saved searches push to it. An endpoint is one device: registered again it gets the new keys, and registered
 * by another user it becomes theirs without the former owner's searches. Another user's device or search is "Not
 * found." and stays untouched.
 */
@Injectable()
export class PushDevicesService {
  constructor(
    private readonly repository: PushRepository,
    @Inject(VAPID_DETAILS) private readonly vapid: VapidDetails,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly clock: Clock,
  ) {}

  /** The application server key browsers subscribe with. */
  vapidPublicKey(): string {
    return this.vapid.publicKey;
  }

  async list(userId: number): Promise<PushDeviceList> {
    return { results: (await this.repository.findDevicesOfUser(userId)).map(toPushDevice) };
  }

  /** 400 for an endpoint this server may not post to, a p256dh off the curve, or a user at MAX_PUSH_DEVICES. */
  async register(userId: number, input: PushDeviceRegisterInput): Promise<PushDevice> {
    const errors: Record<string, string[]> = {};
    const problem = endpointProblem(input.endpoint, this.config.push.allowLocalEndpoints);
    if (problem !== undefined) errors.endpoint = [problem];
    if (!isP256Point(input.keys.p256dh)) errors['keys.p256dh'] = [PUSH_MESSAGES.p256dh];
    if (Object.keys(errors).length > 0) throw new RequestValidationError(errors);
    const values = { endpoint: input.endpoint, p256dh: input.keys.p256dh, auth: input.keys.auth, label: input.label };
    const outcome = await this.repository.registerDevice(userId, values, MAX_PUSH_DEVICES, this.clock.now());
    if (outcome === 'too_many') throw new RequestValidationError({ nonFieldErrors: [PUSH_MESSAGES.tooMany] });
    const row = await this.repository.findDeviceOfUser(userId, outcome.id);
    if (row === undefined) throw new PushError('device_not_found');
    return toPushDevice(row);
  }

  async remove(userId: number, id: number): Promise<void> {
    if (!(await this.repository.deleteDeviceOfUser(userId, id))) throw new PushError('device_not_found');
  }

  /** Turns push on or off for one of the user's saved searches on one of the user's devices (idempotent). */
  async setSearch(userId: number, deviceId: number, searchId: number, on: boolean): Promise<void> {
    const found = on
      ? await this.repository.addDeviceSearch(userId, deviceId, searchId, this.clock.now())
      : await this.repository.removeDeviceSearch(userId, deviceId, searchId);
    if (!found) throw new PushError('device_not_found');
  }
}
