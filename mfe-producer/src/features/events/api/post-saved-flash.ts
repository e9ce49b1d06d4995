import { postFlashMessage } from '@events/api-client/flash-messages';
import { savedItemMessage, type FlashLevel } from '@events/contracts/flash-messages';

/**
 * POST /events/api/v1/messages/ with 'Successfully created event "{name}".' (or updated): the event's page shows
 * it after the redirect (spec section 4). A failure to leave the message does not undo the save: it is logged.
 */
export async function postSavedFlash(name: string, created: boolean): Promise<void> {
  await postFlash('SUCCESS', savedItemMessage(created ? 'created' : 'updated', 'event', name));
}

/** Any other one-time message for the next page (an image the save could not store). */
export async function postFlash(level: FlashLevel, msg: string): Promise<void> {
  try {
    await postFlashMessage(level, msg);
  } catch (error) {
    console.error('Leaving the message failed', error);
  }
}
