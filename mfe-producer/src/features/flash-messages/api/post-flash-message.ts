import { apiClient } from '@events/api-client/client';
import { announceFlashMessage } from '@events/api-client/flash-signal';
import { flashMessagesEndpoints, type FlashLevel } from '@events/contracts/flash-messages';

/**
 * Leaves a one-time message for the next page this account sees (spec section 4: the venue and event forms'
 * "Successfully created/updated venue/event "{name}"." shown on the item's page they redirect to). Call it after the
 * save succeeded and before navigating; the shell shows it as a status banner after the navigation. Rejects like any
 * call (the caller may navigate anyway: the item is saved, only the notice is lost).
 *
 *     await postFlashMessage('SUCCESS', savedItemMessage('created', 'venue', venue.name));
 *     navigate(venue.absoluteUrl);
 */
export async function postFlashMessage(level: FlashLevel, msg: string): Promise<void> {
  await apiClient.call(flashMessagesEndpoints.post, { body: { level, msg } });
  announceFlashMessage();
}
