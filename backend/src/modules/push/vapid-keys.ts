import path from 'node:path';
import webpush from 'web-push';
import { keptSecret } from '../../common/secrets/kept-secret.js';
import type { AppConfig } from '../../config/app-config.js';

export const VAPID_KEYS_FILE = 'vapid-keys';
/** The injection token of the resolved VAPID details. */
export const VAPID_DETAILS = 'VAPID_DETAILS';

/** What every notification is signed with (RFC 8292): the key pair (base64url) and the server's contact. */
export type VapidDetails = { readonly subject: string; readonly publicKey: string; readonly privateKey: string };

type KeyPair = { readonly publicKey: string; readonly privateKey: string };

function isKeyPair(value: unknown): value is KeyPair {
  return typeof value === 'object' && value !== null && 'publicKey' in value && 'privateKey' in value && typeof value.publicKey === 'string' && typeof value.privateKey === 'string';
}

/**
 * The VAPID details: VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY when set; otherwise a pair generated on first start and
 * kept in `<dataDir>/vapid-keys` like the session key (common/secrets/kept-secret.ts), so browsers' subscriptions,
 * which are bound to the public key, outlive restarts. The subject is VAPID_SUBJECT, else mailto: of SUPPORT_EMAIL.
 */
export async function resolveVapidDetails(config: AppConfig): Promise<VapidDetails> {
  const subject = config.push.vapidSubject ?? `mailto:${config.mail.supportAddress}`;
  if (config.push.vapidKeys) return { subject, ...config.push.vapidKeys };
  const file = path.join(config.dataDir, VAPID_KEYS_FILE);
  const text = await keptSecret(file, () => JSON.stringify(webpush.generateVAPIDKeys()), 'set VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY');
  const pair: unknown = JSON.parse(text);
  if (!isKeyPair(pair)) throw new Error(`${file} does not hold a VAPID key pair: delete it or set VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY`);
  return { subject, publicKey: pair.publicKey, privateKey: pair.privateKey };
}
