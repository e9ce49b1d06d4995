import { Body, Controller, Header } from '@nestjs/common';
import { flashMessagesEndpoints as api, type PendingFlashMessages } from '@events/contracts/flash-messages';
import type { AuthUser } from '../../common/auth/auth-state.js';
import { CurrentUser } from '../../common/auth/current-user.decorator.js';
import { Route } from '../../common/auth/route.decorator.js';
import { parseWith } from '../../common/validation/parse-request.js';
import { FlashMessagesService } from './flash-messages.service.js';

/** The flash-message call and the shell's pop of pending messages (signed-in accounts only). */
@Controller()
export class FlashMessagesController {
  constructor(private readonly messages: FlashMessagesService) {}

  /** `{level, msg}`: kept for the caller's next page; 400 with a field map on bad input. */
  @Route(api.post)
  async post(@Body() body: unknown, @CurrentUser() user: AuthUser): Promise<void> {
    await this.messages.leave(user.id, parseWith(api.post.body, body ?? {}));
  }

  /** The caller's pending messages, oldest first; answered once (never cached). */
  @Route(api.pop)
  @Header('Cache-Control', 'private, no-store')
  async pop(@CurrentUser() user: AuthUser): Promise<PendingFlashMessages> {
    return { messages: await this.messages.take(user.id) };
  }
}
