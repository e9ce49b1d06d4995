import { Injectable } from '@nestjs/common';
import type { FlashMessage } from '@events/contracts/flash-messages';
import { FlashMessagesRepository } from './flash-messages.repository.js';

/**
 * How long a message waits for the page it is meant for. A form saves, posts its message and navigates at once; ten
 * minutes covers a slow page load or a tab reopened soon after, and is short enough that a stale "Successfully
 * created" never greets someone the next day.
 */
export const FLASH_MESSAGE_TTL_SECONDS = 600;
/** Pending messages one account keeps (the newest): a script posting in a loop cannot grow the table. */
export const FLASH_MESSAGES_KEPT = 10;

/** One-time messages per account: stored by one request, shown once by the next page (spec section 7). */
@Injectable()
export class FlashMessagesService {
  constructor(private readonly repository: FlashMessagesRepository) {}

  leave(userId: number, message: FlashMessage): Promise<void> {
    return this.repository.insertForUser(userId, message, FLASH_MESSAGE_TTL_SECONDS, FLASH_MESSAGES_KEPT);
  }

  take(userId: number): Promise<FlashMessage[]> {
    return this.repository.popForUser(userId);
  }
}
