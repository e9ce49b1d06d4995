import { Module } from '@nestjs/common';
import { BillingRepository } from './billing.repository.js';
import { BillingService } from './billing.service.js';

/** Subscriptions and plans (minimal today: the plan a producer is on and its allowance of active events). */
@Module({
  providers: [BillingRepository, BillingService],
  exports: [BillingService],
})
export class BillingModule {}
