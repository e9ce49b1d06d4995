import { postFlashMessage } from '@events/api-client/flash-messages';

/**
 * POST /message/ with 'Successfully created event "{name}".' (or updated), worded in the reader's
 * language by the form: the event's page shows it after the redirect (spec section 4). A failure to leave the
 * message does not undo the save: it is logged.
 */
export async function postSavedFlash(message: string): Promise<void> {
  try {
    await postFlashMessage('SUCCESS', message);
  } catch (error) {
    console.error('Leaving the message failed', error);
  }
}
