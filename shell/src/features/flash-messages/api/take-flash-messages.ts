import { apiClient } from '@events/api-client/client';
import type { FlashMessage } from '@events/contracts/flash-messages';

/**
 * GET /message/: this account's pending flash messages, oldest first; the server forgets them as it
 * answers. The contract (and zod) comes with the first call, not with the shell's first paint.
 */
export async function takeFlashMessages(): Promise<FlashMessage[]> {
  const { flashMessagesEndpoints } = await import('@events/contracts/flash-messages');
  const { data } = await apiClient.call(flashMessagesEndpoints.pop);
  return data.messages;
}
