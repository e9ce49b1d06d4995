import { z } from 'zod';
import { endpointGroup, PUBLIC, SIGNED_IN } from './endpoint.js';
import { ANONYMOUS, BAD_ID } from './endpoint-errors.js';
import { idParamSchema, resultListSchema } from './lists.js';
import { VALIDATION } from './messages.js';

/**
 * Web Push, the second channel of saved-search alerts (issue 32): the browsers ("devices") a user registered for
 * push, and which saved searches push to which device. The daily digest job sends each device one notification
 * per search and day; e-mail stays the default channel of a search.
 */

/** The most push devices one user may register. */
export const MAX_PUSH_DEVICES = 20;
export const PUSH_ENDPOINT_MAX = 2048;
export const PUSH_LABEL_MAX = 100;
/** Bytes of a subscription's keys (RFC 8291): an uncompressed P-256 point, and the authentication secret. */
export const P256DH_BYTES = 65;
export const AUTH_SECRET_BYTES = 16;

export const PUSH_MESSAGES = {
  /** 400 `endpoint`: not an absolute URL. */
  endpointUrl: 'Enter a valid push endpoint URL.',
  /** 400 `endpoint`: http (allowed only by PUSH_ALLOW_LOCAL_ENDPOINTS) or another scheme. */
  endpointHttps: 'The push endpoint must be an https URL.',
  /** 400 `endpoint`: a loopback, private or link-local address, or localhost (the server would post to it). */
  endpointPrivate: 'The push endpoint must be a public address.',
  /** 400 `keys.p256dh`. */
  p256dh: `Enter the subscription's p256dh key: an uncompressed P-256 public key (${P256DH_BYTES} bytes, base64url).`,
  /** 400 `keys.auth`. */
  auth: `Enter the subscription's auth secret (${AUTH_SECRET_BYTES} bytes, base64url).`,
  /** 400 `nonFieldErrors` of a registration beyond MAX_PUSH_DEVICES. */
  tooMany: `You can register at most ${MAX_PUSH_DEVICES} devices for notifications. Remove one before adding another.`,
  /**
   * The English title of a saved search's notification of new events, as the backend words it in its reader's
   * language (push.alerts.title, alert-push.ts): what the tests expect an English reader's device to show.
   */
  title: (searchName: string, count: number) => `Saved search "${searchName}": ${count} new event${count === 1 ? '' : 's'}`,
  /** The saved searches list: a search's push switch for the browser in use, beside its e-mail switch. */
  pushSwitch: 'Push to this device',
  unsupported: 'This browser cannot receive push notifications.',
  blocked: 'Notifications are blocked for this site in your browser settings.',
  switchFailed: 'Failed to change push notifications. Please try your request again.',
  /** The account page's list of the user's devices. */
  devicesTitle: 'Devices for notifications',
  devicesEmpty: 'No device gets push notifications. Turn on “Push to this device” on a saved search.',
  thisDevice: 'This device',
  deviceSearches: (count: number) => `${count} saved search${count === 1 ? '' : 'es'}`,
  deviceAdded: (date: string) => `Added ${date}`,
  removeDevice: (label: string) => `Remove ${label}`,
  deviceRemoved: 'Device removed: it no longer gets notifications.',
  removeFailed: 'Failed to remove the device. Please try your request again.',
  unnamedDevice: 'A browser',
} as const;

/** The number of bytes a base64url text (padded or not) decodes to, or null when it is not base64url. */
export function base64UrlByteLength(text: string): number | null {
  const match = /^([A-Za-z0-9_-]*)(={0,2})$/.exec(text);
  if (match === null) return null;
  const body = (match[1] as string).length;
  const padding = (match[2] as string).length;
  if (body % 4 === 1 || (padding > 0 && (body + padding) % 4 !== 0)) return null;
  return Math.floor((body * 6) / 8);
}

/** A base64url key of `bytes` bytes; `first`, when given, is the character its first byte starts with. */
const keySchema = (bytes: number, message: string, first?: string) =>
  z
    .string({ error: message })
    .trim()
    .max(200, message)
    .refine((value) => base64UrlByteLength(value) === bytes && (first === undefined || value.startsWith(first)), message)
    // Stored and sent unpadded, as browsers give them.
    .transform((value) => value.replace(/=+$/, ''));

const endpointSchema = z
  .string({ error: VALIDATION.required })
  .trim()
  .min(1, VALIDATION.required)
  .max(PUSH_ENDPOINT_MAX, VALIDATION.maxLength(PUSH_ENDPOINT_MAX))
  .refine((value) => {
    try {
      const url = new URL(value);
      return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname !== '' && url.username === '' && url.password === '';
    } catch {
      return false;
    }
  }, PUSH_MESSAGES.endpointUrl);

/**
 * POST body: the browser's PushSubscription as `toJSON()` gives it, and a label for the device list ("Chrome on
 * Linux"). The 0x04 of an uncompressed point reads `B` in base64url. Whether the endpoint must be https and public is
 * the server's setting (PUSH_ALLOW_LOCAL_ENDPOINTS), so the server checks that; it also checks the point is on the curve.
 */
export const pushDeviceRegisterSchema = z.object({
  endpoint: endpointSchema,
  keys: z.object(
    {
      p256dh: keySchema(P256DH_BYTES, PUSH_MESSAGES.p256dh, 'B'),
      auth: keySchema(AUTH_SECRET_BYTES, PUSH_MESSAGES.auth),
    },
    { error: VALIDATION.required },
  ),
  label: z.string({ error: VALIDATION.required }).trim().max(PUSH_LABEL_MAX, VALIDATION.maxLength(PUSH_LABEL_MAX)).default(''),
});
export type PushDeviceRegister = z.input<typeof pushDeviceRegisterSchema>;

/** A registered device as read. */
export const pushDeviceSchema = z.object({
  id: z.number().int(),
  label: z.string(),
  endpoint: z.string(),
  created: z.string(),
  /** When a push service last accepted a notification for it. */
  lastSuccess: z.string().nullable(),
  /** The caller's saved searches that push to this device, by id. */
  savedSearchIds: z.array(z.number().int()),
});
export type PushDevice = z.infer<typeof pushDeviceSchema>;

export const pushDeviceListSchema = resultListSchema(pushDeviceSchema);
export type PushDeviceList = z.infer<typeof pushDeviceListSchema>;

/** The VAPID application server key a browser passes to `pushManager.subscribe` (base64url, unpadded). */
export const vapidPublicKeySchema = z.object({ publicKey: z.string() });
export type VapidPublicKey = z.infer<typeof vapidPublicKeySchema>;

/** A device (`id`) and one of the caller's saved searches (`search_id`). */
export const pushDeviceSearchParamsSchema = idParamSchema.extend({ search_id: idParamSchema.shape.id });

/** The devices' collection, and the link of a saved search to a device. */
const DEVICES = '/events/api/v1/push/devices/';
const DEVICE = '/events/api/v1/push/devices/{id}/';
const DEVICE_SEARCH = '/events/api/v1/push/devices/{id}/searches/{search_id}/';
const NOT_FOUND = 'Unknown id, or another user\'s device or saved search: `{detail: "Not found."}`; nothing changes.';
const BAD_INPUT = 'Field error map (`endpoint`, `keys.p256dh`, `keys.auth`, `label`); `nonFieldErrors` beyond the device limit.';

const devices = endpointGroup({ tag: 'push', access: SIGNED_IN, errors: { 403: ANONYMOUS } });
const device = devices.with({ params: idParamSchema, errors: { 400: BAD_ID, 404: NOT_FOUND } });
const deviceSearch = devices.with({ params: pushDeviceSearchParamsSchema, errors: { 400: BAD_ID, 404: NOT_FOUND } });

export const pushEndpoints = {
  vapidPublicKey: endpointGroup({ tag: 'push', access: PUBLIC }).get('/events/api/v1/push/vapid_public_key/', {
    summary: "The application server's VAPID public key, for pushManager.subscribe",
    response: vapidPublicKeySchema,
    responseDescription: 'The key, base64url (an uncompressed P-256 point).',
  }),
  listDevices: devices.get(DEVICES, {
    summary: 'Your devices registered for push notifications, each with the saved searches pushing to it',
    response: pushDeviceListSchema,
    responseDescription: 'The devices, the last registered first.',
  }),
  registerDevice: devices.post(DEVICES, {
    summary: `Register this browser's push subscription (the same endpoint again updates its keys; at most ${MAX_PUSH_DEVICES} devices)`,
    body: pushDeviceRegisterSchema,
    status: 201,
    response: pushDeviceSchema,
    responseDescription: 'The device.',
    errors: { 400: BAD_INPUT },
  }),
  removeDevice: device.delete(DEVICE, {
    summary: 'Remove one of your devices (its saved searches stop pushing to it)',
    responseDescription: 'Removed.',
  }),
  addDeviceSearch: deviceSearch.put(DEVICE_SEARCH, {
    summary: 'Turn push on for one of your saved searches on one of your devices',
    status: 204,
    responseDescription: 'On.',
  }),
  removeDeviceSearch: deviceSearch.delete(DEVICE_SEARCH, {
    summary: 'Turn push off for one of your saved searches on one of your devices',
    responseDescription: 'Off.',
  }),
} as const;
