import { z } from 'zod';
import { endpointGroup, SIGNED_IN } from './endpoint.js';
import { ANONYMOUS, ANONYMOUS_READ } from './endpoint-errors.js';
import { VALIDATION } from './messages.js';

/**
 * Flash messages (spec section 7, "POST flash message call", at the path of section 2's "Post message" route): a
 * one-time notice a screen leaves for the next page the same account sees, e.g. the venue and event forms'
 * "Successfully created venue "{name}"." (section 4) shown on the item's page they redirect to. Kept in PostgreSQL per
 * account (any backend instance answers the next page), popped once by the shell from the same address.
 */
export const FLASH_LEVELS = ['INFO', 'SUCCESS', 'WARNING', 'ERROR'] as const;
export type FlashLevel = (typeof FLASH_LEVELS)[number];

/** Room for the forms' success message around a venue or event name of 1024 characters. */
export const FLASH_MESSAGE_MAX = 1200;

/** The forms' success message (spec section 4): `Successfully created venue "Mahaiwe".`. */
export function savedItemMessage(verb: 'created' | 'updated', item: 'venue' | 'event', name: string): string {
  return `Successfully ${verb} ${item} "${name}".`;
}

const choice = VALIDATION.choice;

export const flashMessageSchema = z.object({
  level: z.enum(FLASH_LEVELS, { error: (issue) => (issue.input === undefined ? VALIDATION.required : choice(issue)) }),
  msg: z
    .string({ error: VALIDATION.required })
    .trim()
    .min(1, VALIDATION.required)
    .max(FLASH_MESSAGE_MAX, VALIDATION.maxLength(FLASH_MESSAGE_MAX)),
});
export type FlashMessage = z.infer<typeof flashMessageSchema>;

/** GET answer: the pending messages, oldest first; they are gone from the server once answered. */
export const pendingFlashMessagesSchema = z.object({ messages: z.array(flashMessageSchema) });
export type PendingFlashMessages = z.infer<typeof pendingFlashMessagesSchema>;

/** Spec section 2 of public-discovery.md: "Post message | /message/". */
const MESSAGES = '/message/';
const flashMessages = endpointGroup({ tag: 'flash messages', access: SIGNED_IN });

export const flashMessagesEndpoints = {
  post: flashMessages.post(MESSAGES, {
    summary: 'Leave a one-time message for the next page this account sees',
    description: 'Kept about ten minutes; an account holds at most its ten newest pending messages.',
    body: flashMessageSchema,
    status: 204,
    responseDescription: 'Stored.',
    errors: { 400: 'Field error map: level not one of INFO, SUCCESS, WARNING, ERROR; msg missing or too long.', 403: ANONYMOUS },
  }),
  pop: flashMessages.get(MESSAGES, {
    summary: "Take this account's pending messages (each is answered once)",
    response: pendingFlashMessagesSchema,
    responseDescription: 'The pending messages, oldest first, now removed from the server.',
    errors: { 403: ANONYMOUS_READ },
  }),
};
