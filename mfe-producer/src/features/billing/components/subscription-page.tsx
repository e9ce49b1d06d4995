import { isApiError } from '@events/api-client/api-error';
import { BILLING_MESSAGES, type BillingOverview } from '@events/contracts/billing';
import { ERRORS } from '@events/contracts/messages';
import { Button } from '@events/ui/button';
import { EmptyState } from '@events/ui/empty-state';
import { ErrorState } from '@events/ui/error-state';
import { Spinner } from '@events/ui/spinner';
import { useState } from 'react';
import { useBillingOverview } from '../api/get-billing-overview';
import { openPortal } from '../api/open-portal';
import { startCheckout } from '../api/start-checkout';

type VenueEntry = BillingOverview['venues'][number];

function describeAllowance(allowed: number | null): string {
  return allowed === null ? 'No event limit' : `${allowed} active event(s)`;
}

/**
 * /subscription/manage/ (spec section 2, "payment portal"): each managed venue with its subscription. With Stripe,
 * the billing contact subscribes through Checkout or opens the customer portal; with manual billing the page says
 * whom to contact. A subscription that does not publish says that published events stay listed.
 */
export function SubscriptionPage() {
  const overview = useBillingOverview();
  if (overview.isError) return <ErrorState title="Subscription" headingLevel={1} message={ERRORS.fetchResults} onRetry={() => void overview.refetch()} />;
  if (overview.isPending) return <Spinner />;
  const data = overview.data;
  return (
    <section className="ui-page subscription" aria-labelledby="subscription-heading">
      <h1 id="subscription-heading">Subscription</h1>
      {data.mode === 'manual' && (
        <p>
          {BILLING_MESSAGES.manualBilling} <a href={`mailto:${data.contactEmail}`}>{data.contactEmail}</a>.
        </p>
      )}
      {data.venues.length === 0 ? (
        <EmptyState title="You do not manage any venue yet." message="Claim your venue first; its subscription is managed here." />
      ) : (
        <ul className="subscription__venues">
          {data.venues.map((entry) => (
            <VenueSubscriptionCard key={entry.poi.id} entry={entry} overview={data} />
          ))}
        </ul>
      )}
    </section>
  );
}

function VenueSubscriptionCard({ entry, overview }: { entry: VenueEntry; overview: BillingOverview }) {
  const [plan, setPlan] = useState(overview.plans.find((p) => p.purchasable)?.code ?? '');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const subscription = entry.subscription;

  async function go(call: () => Promise<{ url: string }>) {
    setBusy(true);
    setError(null);
    try {
      window.location.assign((await call()).url);
    } catch (failure) {
      setError(isApiError(failure) ? (failure.detail ?? Object.values(failure.fieldErrors).flat().join(' ')) : 'Please try again.');
      setBusy(false);
    }
  }

  return (
    <li className="subscription__venue">
      <h2>{entry.poi.name}</h2>
      {subscription ? (
        <p>
          Plan {subscription.planName}, status {subscription.status}: {describeAllowance(subscription.activeEventsAllowed)}.
        </p>
      ) : (
        <p>No subscription yet.</p>
      )}
      {subscription?.status === 'past_due' && subscription.publishing && (
        <p>Your last payment failed: you can keep publishing for up to {overview.pastDueGraceDays} days while it is settled.</p>
      )}
      {(!subscription || !subscription.publishing) && <p>{BILLING_MESSAGES.publishingStopped}</p>}
      {overview.mode === 'stripe' && entry.isBillingContact && (
        <div className="ui-actions">
          {!subscription || subscription.status === 'canceled' || subscription.status === 'incomplete_expired' ? (
            <>
              <label>
                <span>Plan </span>
                <select value={plan} onChange={(event) => setPlan(event.target.value)}>
                  {overview.plans
                    .filter((p) => p.purchasable)
                    .map((p) => (
                      <option key={p.code} value={p.code}>
                        {p.name} ({describeAllowance(p.activeEventsAllowed)})
                      </option>
                    ))}
                </select>
              </label>
              <Button disabled={plan === '' || busy} busy={busy} onClick={() => void go(() => startCheckout(entry.poi.id, plan))}>
                Subscribe
              </Button>
            </>
          ) : (
            <Button busy={busy} disabled={busy} onClick={() => void go(() => openPortal(entry.poi.id))}>
              Manage billing
            </Button>
          )}
        </div>
      )}
      {overview.mode === 'manual' && entry.portalLink && (
        <p>
          <a href={entry.portalLink}>Manage billing for {entry.poi.name}</a>
        </p>
      )}
      {!entry.isBillingContact && <p>{BILLING_MESSAGES.notBillingContact}</p>}
      {error && <p role="alert">{error}</p>}
    </li>
  );
}
