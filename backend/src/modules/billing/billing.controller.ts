import { Body, Controller, Header, Headers, Inject, Param, Req } from '@nestjs/common';
import { type BillingOverview, billingEndpoints as api, type RedirectUrl, type VenueSubscription } from '@events/contracts/billing';
import type { FastifyRequest } from 'fastify';
import type { AuthUser } from '../../common/auth/auth-state.js';
import { CurrentUser } from '../../common/auth/current-user.decorator.js';
import { Route } from '../../common/auth/route.decorator.js';
import type { RawBodyRequest } from '../../common/http/body-parsers.js';
import { parseWith } from '../../common/validation/parse-request.js';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { siteOrigin } from '../../common/http/site-urls.js';
import { BillingService } from './billing.service.js';
import { StripeBillingService } from './stripe-billing.service.js';

/** Billing: what /subscription/manage/ shows, Stripe Checkout and portal, the Stripe webhook, and manual plan changes. */
@Controller()
export class BillingController {
  constructor(
    private readonly billing: BillingService,
    private readonly stripe: StripeBillingService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Route(api.overview)
  @Header('Cache-Control', 'private, no-store')
  async overview(@CurrentUser() user: AuthUser): Promise<BillingOverview> {
    const [plans, venues] = await Promise.all([this.billing.listPlans(), this.billing.managedVenueSubscriptions(user.id)]);
    return {
      mode: this.billing.stripeEnabled ? 'stripe' : 'manual',
      contactEmail: this.config.mail.supportAddress,
      pastDueGraceDays: this.billing.pastDueGraceDays,
      plans,
      venues: venues.map((venue) => ({
        poi: venue.venue,
        isBillingContact: venue.isBillingContact,
        subscription: venue.subscription ? this.billing.describe(venue.subscription) : null,
        portalLink: venue.isBillingContact ? (venue.subscription?.portalLink ?? null) : null,
      })),
    };
  }

  @Route(api.checkout)
  checkout(@Body() body: unknown, @CurrentUser() user: AuthUser, @Req() req: FastifyRequest): Promise<RedirectUrl> {
    return this.stripe.checkout(user, parseWith(api.checkout.body, body ?? {}), siteOrigin(req, this.config));
  }

  @Route(api.portal)
  portal(@Body() body: unknown, @CurrentUser() user: AuthUser, @Req() req: FastifyRequest): Promise<RedirectUrl> {
    return this.stripe.portal(user.id, parseWith(api.portal.body, body ?? {}).poi_id, siteOrigin(req, this.config));
  }

  @Route(api.setVenueSubscription)
  setVenueSubscription(@Param() params: unknown, @Body() body: unknown, @CurrentUser() user: AuthUser): Promise<VenueSubscription> {
    const { venueId } = parseWith(api.setVenueSubscription.params, params);
    const { plan, status } = parseWith(api.setVenueSubscription.body, body ?? {});
    return this.billing.setVenueSubscription(venueId, plan, status, user.id);
  }

  /** Verified with the endpoint secret over the raw body; applied once and never over a newer state. */
  @Route(api.stripeWebhook)
  async stripeWebhook(@Req() req: FastifyRequest, @Headers('stripe-signature') signature: string | undefined): Promise<{ received: boolean }> {
    const event = await this.stripe.verify((req as FastifyRequest & RawBodyRequest).rawBody, signature);
    await this.stripe.handle(event);
    return { received: true };
  }
}
