import { Module } from '@nestjs/common';
import { StaffActionsModule } from '../staff-actions/staff-actions.module.js';
import { BillingModule } from '../billing/billing.module.js';
import { EditorModule } from '../editor/editor.module.js';
import { MailModule } from '../mail/mail.module.js';
import { ClaimsDemoSeeder } from './claims-demo.seeder.js';
import { ClaimsController } from './claims.controller.js';
import { ClaimsRepository } from './claims.repository.js';
import { ClaimsService } from './claims.service.js';

/** Venue claims: the claim call, the automatic verification, My Claims, moderation, history, mails and staff actions. */
@Module({
  imports: [StaffActionsModule, BillingModule, EditorModule, MailModule],
  controllers: [ClaimsController],
  providers: [ClaimsRepository, ClaimsService, ClaimsDemoSeeder],
  exports: [ClaimsService, ClaimsDemoSeeder],
})
export class ClaimsModule {}
