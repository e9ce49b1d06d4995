import { Injectable } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { type Session, SessionsService } from '../auth/sessions.service.js';

/**
 * The sign-ins of an account, as the account calls need them. They are kept by the auth module, which imports
 * this module (it signs users in and reads the user context); importing it back would close a module cycle,
 * so its SessionsService is looked up in the application's module graph when first needed.
 */
@Injectable()
export class AccountSessionsService {
  constructor(private readonly moduleRef: ModuleRef) {}

  /** Ends every sign-in of the user and starts a new one for the caller (after a password change). */
  async restartFor(userId: number): Promise<Session> {
    const sessions = this.moduleRef.get<SessionsService>(SessionsService, { strict: false });
    await sessions.revokeAllFor(userId);
    return sessions.start(userId);
  }
}
