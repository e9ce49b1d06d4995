import { Injectable } from '@nestjs/common';
import { MailRepository } from './mail.repository.js';

/** What a mail needs to know of its recipient, for the modules that mail accounts (issue 31: their language). */
@Injectable()
export class MailRecipientsService {
  constructor(private readonly repository: MailRepository) {}

  /** The saved language of the account with this address: null when it chose none (English), or has no account. */
  savedLanguage(email: string): Promise<string | null> {
    return this.repository.savedLanguage(email);
  }
}
