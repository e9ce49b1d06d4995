import { z } from 'zod';
import { ConfigError } from '../../config/config-error.js';
import { defineConfigSlice } from '../../config/config-slice.js';
import { booleanSchema, countSchema, millisecondsSchema } from '../../config/config-values.js';

export type PushConfig = {
  /** The VAPID key pair (base64url: a 65-byte public point, a 32-byte private scalar); unset = generated once into <dataDir>/vapid-keys. */
  readonly vapidKeys: { readonly publicKey: string; readonly privateKey: string } | undefined;
  /** Who runs this application server (a mailto: or https: URL, in every VAPID token); unset = mailto: of SUPPORT_EMAIL. */
  readonly vapidSubject: string | undefined;
  /** Tests and local development: http endpoints and loopback, private or link-local hosts are accepted and posted to. */
  readonly allowLocalEndpoints: boolean;
  /** Tries per notification in one run (5xx and network errors only). */
  readonly attempts: number;
  /** Wait before the second try; each further try waits twice as long. */
  readonly retryDelayMs: number;
  /** How long a push service may take to answer one notification. */
  readonly timeoutMs: number;
};

const base64UrlOf = (bytes: number, message: string) =>
  z.string().refine((value) => /^[A-Za-z0-9_-]+$/.test(value) && Buffer.from(value, 'base64url').length === bytes, message);

const subjectSchema = z.string().refine((value) => {
  try {
    return ['mailto:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}, 'must be a mailto: or https: URL, e.g. mailto:support@events.example.org');

export const pushConfig = defineConfigSlice({
  variables: {
    VAPID_PUBLIC_KEY: {
      schema: base64UrlOf(65, 'must be a base64url uncompressed P-256 public key (65 bytes), as web-push generate-vapid-keys prints it'),
      whenUnset: '(unset: generated once into <DATA_DIR>/vapid-keys)',
      description:
        'Public VAPID key of Web Push notifications (base64url). Set it with VAPID_PRIVATE_KEY; production with several instances or no persistent DATA_DIR must set both.',
    },
    VAPID_PRIVATE_KEY: {
      schema: base64UrlOf(32, 'must be a base64url P-256 private key (32 bytes), as web-push generate-vapid-keys prints it'),
      whenUnset: '(unset: generated once into <DATA_DIR>/vapid-keys)',
      description: 'Private VAPID key of Web Push notifications (base64url), the pair of VAPID_PUBLIC_KEY.',
    },
    VAPID_SUBJECT: {
      schema: subjectSchema,
      whenUnset: '(unset: mailto: SUPPORT_EMAIL)',
      description: 'Contact of this server that push services see in every notification (a mailto: or https: URL).',
    },
    PUSH_ALLOW_LOCAL_ENDPOINTS: {
      schema: booleanSchema,
      default: 'false',
      description:
        'true: push subscriptions may name http endpoints and loopback, private or link-local hosts, which the server then posts to (tests and local development only). Refused when NODE_ENV=production.',
    },
    PUSH_ATTEMPTS: { schema: countSchema, default: '3', description: 'Tries per push notification in one alert run (only 5xx answers and network errors are tried again).' },
    PUSH_RETRY_DELAY_MS: {
      schema: millisecondsSchema,
      default: '1000',
      description: 'Wait before the second try of a push notification; each further try waits twice as long.',
    },
    PUSH_TIMEOUT_MS: { schema: countSchema, default: '10000', description: 'Milliseconds a push service may take to answer one notification before the try fails.' },
  },
  read: (values, env): { readonly push: PushConfig } => {
    if ((values.VAPID_PUBLIC_KEY === undefined) !== (values.VAPID_PRIVATE_KEY === undefined)) {
      throw new ConfigError('Invalid configuration: VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY go together (set both, or neither to generate a pair)');
    }
    if (values.PUSH_ALLOW_LOCAL_ENDPOINTS && env.NODE_ENV === 'production') {
      throw new ConfigError('Invalid configuration: PUSH_ALLOW_LOCAL_ENDPOINTS is for tests and local development; production (NODE_ENV=production) refuses it');
    }
    const { VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: privateKey } = values;
    return {
      push: {
        vapidKeys: publicKey !== undefined && privateKey !== undefined ? { publicKey, privateKey } : undefined,
        vapidSubject: values.VAPID_SUBJECT,
        allowLocalEndpoints: values.PUSH_ALLOW_LOCAL_ENDPOINTS,
        attempts: values.PUSH_ATTEMPTS,
        retryDelayMs: values.PUSH_RETRY_DELAY_MS,
        timeoutMs: values.PUSH_TIMEOUT_MS,
      },
    };
  },
});
