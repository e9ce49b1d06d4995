import { BILLING_MESSAGES } from '@events/contracts/billing';
import { type ErrorDefinition, moduleErrorOf, NOT_FOUND } from '../../common/errors/module-error.js';

export type BillingErrorCode = 'venue_not_found' | 'not_billing_contact' | 'manual_billing' | 'no_customer' | 'bad_signature';

const BILLING_ERRORS: Record<BillingErrorCode, ErrorDefinition> = {
  venue_not_found: NOT_FOUND,
  // Another producer's venue is answered as unknown: whether it exists is not theirs to learn.
  not_billing_contact: NOT_FOUND,
  manual_billing: { status: 409, detail: BILLING_MESSAGES.stripeOff },
  no_customer: { status: 409, detail: BILLING_MESSAGES.noCustomer },
  bad_signature: { status: 400, detail: BILLING_MESSAGES.badSignature },
};

/** The billing module's error: an unknown or foreign venue, billing that is manual, or a webhook that fails its signature. */
export class BillingError extends moduleErrorOf(BILLING_ERRORS) {}
