import { z } from 'zod';
import { AUTH_MESSAGES } from './auth.js';
import { endpointGroup, SIGNED_IN } from './endpoint.js';
import { ANONYMOUS } from './endpoint-errors.js';
import { VALIDATION } from './messages.js';

/** The contact form for producers (spec section 2 "Contact form for producers", sections 3, 5, 7). */

export const SUPPORT_NAME_MAX = 1024;
export const SUPPORT_EMAIL_MAX = 1024;
/** The spec leaves the message free text; a bound keeps one mail readable and the endpoint cheap to abuse-proof. */
export const SUPPORT_MESSAGE_MAX = 5000;

/** The contact screen's wording. */
export const SUPPORT_MESSAGES = {
  title: 'Contact Support',
  intro: 'Questions about your venues, events or subscription? Send us a message and we will reply by e-mail.',
  sentTitle: 'Thank you!',
  sent: (email: string) => `Your message has been sent. We will reply to ${email}.`,
  /** 429: the caller (account or client address) has sent its allowance of messages for now. */
  throttled: (minutes: number) =>
    `You have sent several messages in a short time. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
  /** Any other failure of the send (mail server down). */
  failed: 'Your message could not be sent. Please try your request again.',
} as const;

const requiredText = (max: number) => z.string({ error: VALIDATION.required }).trim().min(1, VALIDATION.required).max(max, VALIDATION.maxLength(max));

/** POST body (spec section 5: name required max 1024; email required max 1024; message free text). */
export const supportContactSchema = z.object({
  name: requiredText(SUPPORT_NAME_MAX),
  email: requiredText(SUPPORT_EMAIL_MAX).pipe(z.email(AUTH_MESSAGES.emailInvalid)),
  message: z.string({ error: 'Not a valid string.' }).trim().max(SUPPORT_MESSAGE_MAX, VALIDATION.maxLength(SUPPORT_MESSAGE_MAX)).default(''),
});
export type SupportContactInput = z.input<typeof supportContactSchema>;
export type SupportContact = z.output<typeof supportContactSchema>;

export const supportContactAnswerSchema = z.object({ detail: z.string() });

const support = endpointGroup({ tag: 'support', access: SIGNED_IN, errors: { 403: ANONYMOUS } });

export const supportEndpoints = {
  contact: support.post('/events/api/v1/support/contact/', {
    summary: 'Send a message to the support address (SUPPORT_EMAIL), reply-to the sender',
    body: supportContactSchema,
    response: supportContactAnswerSchema,
    responseDescription: 'Sent: `{detail}` says so and where the reply goes.',
    errors: {
      400: 'Field error map in the spec wording.',
      429: 'The account or the client address has sent its allowance of messages for the window: `{detail, code: "throttled"}` with Retry-After.',
      503: 'The mail could not be handed to the mail server: `{detail, code}`.',
    },
  }),
};
