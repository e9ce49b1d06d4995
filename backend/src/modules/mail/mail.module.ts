import { Module } from '@nestjs/common';
import { MailService } from './mail.service.js';

/** Outgoing mail (outbox folder by default, SMTP with SMTP_URL). */
@Module({
  providers: [MailService],
  exports: [MailService],
})
export class MailModule {}
