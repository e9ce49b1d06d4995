import { Controller, Get, Header } from '@nestjs/common';
import type { UserContext } from '@events/contracts/auth';
import { type AuthUser } from '../../common/auth/auth-state.js';
import { CurrentUser } from '../../common/auth/current-user.decorator.js';
import { Roles } from '../../common/auth/roles.decorator.js';
import { UserContextService } from './user-context.service.js';

@Controller('events')
export class UsersController {
  constructor(private readonly context: UserContextService) {}

  /** The user context; 403 for an anonymous visitor (the shell reads that as "not signed in"). */
  @Get('userdata')
  @Roles('user')
  @Header('Cache-Control', 'private, no-store')
  userData(@CurrentUser() user: AuthUser): Promise<UserContext> {
    return this.context.contextFor(user.id);
  }
}
