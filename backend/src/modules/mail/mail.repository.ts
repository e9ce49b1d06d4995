import { Injectable } from '@nestjs/common';
import { DatabaseService } from '../../database/database.service.js';
import { RECIPIENT_LANGUAGE_SQL } from './mail.queries.js';

/** What the mails read of their recipients. */
@Injectable()
export class MailRepository {
  constructor(private readonly db: DatabaseService) {}

  /** The saved language of the account with this address: null when it chose none, or when no account has it. */
  async savedLanguage(email: string): Promise<string | null> {
    const rows = await this.db.query<{ language: string | null }[]>(RECIPIENT_LANGUAGE_SQL, [email]);
    return rows[0]?.language ?? null;
  }
}
