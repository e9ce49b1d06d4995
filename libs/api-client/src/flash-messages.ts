import type { FlashLevel } from '@events/contracts/flash-messages';
// The page's client and the shell's signal by the package's name: one instance of each across the federation (see
// use-session.ts). A relative import would give a remote its own copy of the signal, which the shell never hears.
import { apiClient } from '@events/api-client/client';
import { announceFlashMessage } from '@events/api-client/flash-signal';

/**
 * Leaves a one-time message for the next page this account sees (spec section 4: the venue and event forms'
 * "Successfully created/updated venue/event "{name}"." shown on the item's page they redirect to), then tells the
 * shell, which takes it after the navigation that follows. Call it after the save succeeded and before navigating:
 *
 *     await postFlashMessage('SUCCESS', savedItemMessage('created', 'venue', venue.name));
 *     navigate(venue.absoluteUrl);
 *
 * Rejects like any call; the caller may navigate anyway (the item is saved, only the notice is lost). It lives in
 * this shared package so every feature and remote can use it (a feature never imports another feature).
 */
export async function postFlashMessage(level: FlashLevel, msg: string): Promise<void> {
  // The contract (and zod) comes with the first message, not with the package.
  const { flashMessagesEndpoints } = await import('@events/contracts/flash-messages');
  await apiClient.call(flashMessagesEndpoints.post, { body: { level, msg } });
  announceFlashMessage();
}
