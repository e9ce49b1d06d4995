import { Module } from '@nestjs/common';
import { MailModule } from '../mail/mail.module.js';
import { SupportController } from './support.controller.js';
import { SupportRateLimit } from './support-rate-limit.js';
import { SupportService } from './support.service.js';

/** The contact form: messages to the support address through the mail module, rate limited. */
@Module({
  imports: [MailModule],
  controllers: [SupportController],
  providers: [SupportService, SupportRateLimit],
})
export class SupportModule {}
