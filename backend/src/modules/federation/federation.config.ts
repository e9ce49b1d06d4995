import { ConfigError } from '../../config/config-error.js';
import { defineConfigSlice } from '../../config/config-slice.js';
import { booleanSchema, countSchema } from '../../config/config-values.js';

export type FederationConfig = {
  /**
   * Tests and local development: remote actors, keys and WebFinger may live on loopback, private or link-local
   * addresses (Fedify's guard against server-side request forgery is lifted).
   */
  readonly allowPrivateAddress: boolean;
  /** Largest activity body an inbox reads; a longer one gets 413 unread. */
  readonly maxBodyBytes: number;
  /** Activities one remote server may post to the inboxes per minute; more get 429. */
  readonly inboxPerMinute: number;
  /** Deliveries one working instance starts per second at most. */
  readonly deliveriesPerSecond: number;
};

export const federationConfig = defineConfigSlice({
  variables: {
    FEDERATION_ALLOW_PRIVATE_ADDRESS: {
      schema: booleanSchema,
      default: 'false',
      description:
        'true: fediverse actors, keys and WebFinger may be fetched from loopback, private or link-local addresses (tests and local development only). Refused when NODE_ENV=production.',
    },
    FEDERATION_MAX_BODY_BYTES: {
      schema: countSchema,
      default: '262144',
      description: 'Largest ActivityPub activity (bytes) the inboxes accept; a larger one gets 413 unread.',
    },
    FEDERATION_INBOX_PER_MINUTE: {
      schema: countSchema,
      default: '300',
      description: 'Activities one remote server may post to the inboxes per minute, across instances; more get 429 with Retry-After.',
    },
    FEDERATION_DELIVERIES_PER_SECOND: {
      schema: countSchema,
      default: '25',
      description:
        'Deliveries of activities to remote servers one instance that works jobs starts per second at most, so a large fan-out never crowds out visitors (500 servers: about 20 s).',
    },
  },
  read: (values, env): { readonly federation: FederationConfig } => {
    if (values.FEDERATION_ALLOW_PRIVATE_ADDRESS && env.NODE_ENV === 'production') {
      throw new ConfigError('Invalid configuration: FEDERATION_ALLOW_PRIVATE_ADDRESS is for tests and local development; production (NODE_ENV=production) refuses it');
    }
    return {
      federation: {
        allowPrivateAddress: values.FEDERATION_ALLOW_PRIVATE_ADDRESS,
        maxBodyBytes: values.FEDERATION_MAX_BODY_BYTES,
        inboxPerMinute: values.FEDERATION_INBOX_PER_MINUTE,
        deliveriesPerSecond: values.FEDERATION_DELIVERIES_PER_SECOND,
      },
    };
  },
});
