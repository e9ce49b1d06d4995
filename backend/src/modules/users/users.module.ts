import { Module } from '@nestjs/common';
import { UsersRepository } from './users.repository.js';
import { UsersService } from './users.service.js';

/**
 * The user record itself: finding, creating and updating the account row, usernames, the password rules and
 * hash, the login time. The modules built on it (auth, account, producers) import this one; it imports none of
 * them.
 */
@Module({
  providers: [UsersRepository, UsersService],
  exports: [UsersService],
})
export class UsersModule {}
