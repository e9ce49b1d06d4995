import { Module } from '@nestjs/common';
import { MailRecipientsService } from './mail-recipients.service.js';
import { MailRepository } from './mail.repository.js';
import { MailService } from './mail.service.js';

/** Outgoing mail (outbox folder by default, SMTP with SMTP_URL), and the recipient's language a mail is written in. */
@Module({
  providers: [MailService, MailRepository, MailRecipientsService],
  exports: [MailService, MailRecipientsService],
})
export class MailModule {}
