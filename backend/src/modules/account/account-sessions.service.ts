import { Injectable } from '@nestjs/common';
import { type Session, SessionsService } from '../auth/sessions.service.js';

/** The sign-ins of an account, as the account calls need them (kept by the auth module). */
@Injectable()
export class AccountSessionsService {
  constructor(private readonly sessions: SessionsService) {}

  /** Ends every sign-in of the user and starts a new one for the caller (after a password change). */
  async restartFor(userId: number): Promise<Session> {
    await this.sessions.revokeAllFor(userId);
    return this.sessions.start(userId);
  }
}
