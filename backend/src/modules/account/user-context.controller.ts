import { Controller, Header } from '@nestjs/common';
import { authEndpoints, type UserContext } from '@events/contracts/auth';
import { type AuthUser } from '../../common/auth/auth-state.js';
import { CurrentUser } from '../../common/auth/current-user.decorator.js';
import { Route } from '../../common/auth/route.decorator.js';
import { UserContextService } from './user-context.service.js';

@Controller()
export class UserContextController {
  constructor(private readonly context: UserContextService) {}

  /** The user context; 403 for an anonymous visitor (the shell reads that as "not signed in"). */
  @Route(authEndpoints.userData)
  @Header('Cache-Control', 'private, no-store')
  userData(@CurrentUser() user: AuthUser): Promise<UserContext> {
    return this.context.contextFor(user.id);
  }
}
