import { postFlashMessage } from '@events/api-client/flash-messages';
import { savedItemMessage } from '@events/contracts/flash-messages';

/**
 * POST /events/api/v1/messages/ with 'Successfully created event "{name}".' (or updated): the event's page shows
 * it after the redirect (spec section 4). A failure to leave the message does not undo the save: it is logged.
 */
export async function postSavedFlash(name: string, created: boolean): Promise<void> {
  try {
    await postFlashMessage('SUCCESS', savedItemMessage(created ? 'created' : 'updated', 'event', name));
  } catch (error) {
    console.error('Leaving the message failed', error);
  }
}
