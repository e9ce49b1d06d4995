import { Body, Controller, HttpCode, Req } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { supportEndpoints as api } from '@events/contracts/support';
import type { AuthUser } from '../../common/auth/auth-state.js';
import { CurrentUser } from '../../common/auth/current-user.decorator.js';
import { Route } from '../../common/auth/route.decorator.js';
import { requestLanguage } from '../../common/i18n/request-language.js';
import { parseWith } from '../../common/validation/parse-request.js';
import { SupportService } from './support.service.js';

/** POST support/contact/ (spec section 7, "POST producer contact URL"): signed-in accounts write to support. */
@Controller()
export class SupportController {
  constructor(private readonly support: SupportService) {}

  /** `{name, email, message}`: mailed to SUPPORT_EMAIL, acknowledged to the account; 400 field map; 429 with Retry-After over the allowance. */
  @Route(api.contact)
  @HttpCode(200)
  contact(@Body() body: unknown, @CurrentUser() user: AuthUser, @Req() req: FastifyRequest): Promise<{ detail: string }> {
    return this.support.contact(user, parseWith(api.contact.body, body ?? {}), req.ip, requestLanguage(req, null));
  }
}
