import { Body, Controller, HttpCode, Req, Res } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { supportEndpoints as api } from '@events/contracts/support';
import type { AuthUser } from '../../common/auth/auth-state.js';
import { CurrentUser } from '../../common/auth/current-user.decorator.js';
import { Route } from '../../common/auth/route.decorator.js';
import { parseWith } from '../../common/validation/parse-request.js';
import { SupportError } from './support.errors.js';
import { SupportService } from './support.service.js';

/** POST support/contact/ (spec section 7, "POST producer contact URL"): signed-in accounts write to support. */
@Controller()
export class SupportController {
  constructor(private readonly support: SupportService) {}

  /** `{name, email, message}`: mailed to SUPPORT_EMAIL; 400 field map; 429 with Retry-After over the allowance. */
  @Route(api.contact)
  @HttpCode(200)
  async contact(
    @Body() body: unknown,
    @CurrentUser() user: AuthUser,
    @Req() req: FastifyRequest,
    @Res({ passthrough: true }) res: FastifyReply,
  ): Promise<{ detail: string }> {
    const input = parseWith(api.contact.body, body ?? {});
    try {
      return await this.support.contact(user, input, req.ip);
    } catch (error) {
      if (error instanceof SupportError) res.header('Retry-After', String(error.retryAfterSeconds));
      throw error;
    }
  }
}
