import { describeSqlSnapshots } from '../../testing/sql-snapshots.js';
import { APPLY_CHECKOUT_SQL, APPLY_STRIPE_STATUS_SQL, MANAGED_VENUE_SUBSCRIPTIONS_SQL, UPSERT_VENUE_SUBSCRIPTION_SQL } from './billing.queries.js';

/**
 * The per-venue subscription read every user context runs, and the writes of manual billing and the Stripe webhook,
 * checked in under backend/sql-snapshots/billing/. After a deliberate change, rewrite them with
 *   cd backend && UPDATE_SQL_SNAPSHOTS=1 node --experimental-vm-modules ../node_modules/jest/bin/jest.js src/modules/billing/billing-sql.spec.ts
 */

describeSqlSnapshots(import.meta.filename, 'billing', 'the statements', [
  { name: 'managed-venue-subscriptions', shapes: ["a user's managed venues, each with the subscription that pays for it (every user context)"], text: MANAGED_VENUE_SUBSCRIPTIONS_SQL },
  { name: 'upsert-venue-subscription', shapes: ["a venue's plan and status set by hand"], text: UPSERT_VENUE_SUBSCRIPTION_SQL },
  { name: 'apply-checkout', shapes: ['a completed Checkout, unless a newer event set the subscription'], text: APPLY_CHECKOUT_SQL },
  { name: 'apply-stripe-status', shapes: ["a Stripe subscription's new status, unless a newer event set it"], text: APPLY_STRIPE_STATUS_SQL },
]);
