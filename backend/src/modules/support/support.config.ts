import { defineConfigSlice } from '../../config/config-slice.js';
import { countSchema, secondsSchema } from '../../config/config-values.js';

export type SupportConfig = {
  /** Contact-form messages one account may send per window: a producer with a real question sends one or two. */
  readonly contactRateLimit: number;
  /** Messages per window from one client address, whoever is signed in (several accounts behind one office address). */
  readonly contactAddressRateLimit: number;
  readonly contactRateWindowSeconds: number;
};

export const supportConfig = defineConfigSlice({
  variables: {
    SUPPORT_CONTACT_RATE_LIMIT: { schema: countSchema, default: '5', description: 'Contact-form messages per window and account (429 beyond).' },
    SUPPORT_CONTACT_ADDRESS_RATE_LIMIT: {
      schema: countSchema,
      default: '20',
      description: 'Contact-form messages per window and client address (IPv6: per /64), whichever account sends them (429 beyond).',
    },
    SUPPORT_CONTACT_RATE_WINDOW_SECONDS: { schema: secondsSchema, default: '3600', description: 'Window of the two contact-form limits.' },
  },
  read: (values): { readonly support: SupportConfig } => ({
    support: {
      contactRateLimit: values.SUPPORT_CONTACT_RATE_LIMIT,
      contactAddressRateLimit: values.SUPPORT_CONTACT_ADDRESS_RATE_LIMIT,
      contactRateWindowSeconds: values.SUPPORT_CONTACT_RATE_WINDOW_SECONDS,
    },
  }),
});
