import { Module } from '@nestjs/common';
import { BillingController } from './billing.controller.js';
import { BillingRepository } from './billing.repository.js';
import { BillingService } from './billing.service.js';
import { StripeBillingService } from './stripe-billing.service.js';

/**
 * Plans and per-venue subscriptions: the plan that pays for each venue and its allowance of active events, manual
 * changes by superusers, and Stripe (Checkout, portal, webhooks) when configured.
 */
@Module({
  controllers: [BillingController],
  providers: [BillingRepository, BillingService, StripeBillingService],
  exports: [BillingService],
})
export class BillingModule {}
