import { isApiError } from '@events/api-client/api-error';
import type { BillingOverview } from '@events/contracts/billing';
import { Button } from '@events/ui/button';
import { EmptyState } from '@events/ui/empty-state';
import { ErrorState } from '@events/ui/error-state';
import { Spinner } from '@events/ui/spinner';
import { plainMessages, useAppIntl } from '@events/ui/i18n/app-intl';
import { type ReactNode, useState } from 'react';
import { defineMessages, type IntlShape } from '@events/api-client/intl';
import { common } from '../../../i18n/shared-messages';
import { useBillingOverview } from '../api/get-billing-overview';
import { openPortal } from '../api/open-portal';
import { startCheckout } from '../api/start-checkout';

type VenueEntry = BillingOverview['venues'][number];

const messages = plainMessages(defineMessages({
  title: { id: 'producer.subscription.title', defaultMessage: 'Subscription' },
  noLimit: { id: 'producer.subscription.noLimit', defaultMessage: 'No event limit' },
  allowance: { id: 'producer.subscription.allowance', defaultMessage: '{allowed, number} active event(s)' },
  manualBilling: {
    id: 'producer.subscription.manualBilling',
    defaultMessage: 'Billing is handled by our staff. To start, change or cancel a subscription, contact <mail>{email}</mail>.',
  },
  noVenuesTitle: { id: 'producer.subscription.noVenuesTitle', defaultMessage: 'You do not manage any venue yet.' },
  noVenuesText: { id: 'producer.subscription.noVenuesText', defaultMessage: 'Claim your venue first; its subscription is managed here.' },
  tryAgain: { id: 'producer.subscription.tryAgain', defaultMessage: 'Please try again.' },
  plan: { id: 'producer.subscription.plan', defaultMessage: 'Plan {plan}, status {status}: {allowance}.' },
  noSubscription: { id: 'producer.subscription.noSubscription', defaultMessage: 'No subscription yet.' },
  pastDue: {
    id: 'producer.subscription.pastDue',
    defaultMessage: 'Your last payment failed: you can keep publishing for up to {days, number} days while it is settled.',
  },
  planLabel: { id: 'producer.subscription.planLabel', defaultMessage: 'Plan' },
  planOption: { id: 'producer.subscription.planOption', defaultMessage: '{plan} ({allowance})' },
  subscribe: { id: 'producer.subscription.subscribe', defaultMessage: 'Subscribe' },
  manage: { id: 'producer.subscription.manage', defaultMessage: 'Manage billing' },
  manageFor: { id: 'producer.subscription.manageFor', defaultMessage: 'Manage billing for {venue}' },
  notBillingContact: { id: 'producer.subscription.notBillingContact', defaultMessage: 'Only the billing contact of this venue may manage its subscription.' },
}));

const SPACE = ' ';

function describeAllowance(intl: IntlShape, allowed: number | null): string {
  return allowed === null ? intl.formatMessage(messages.noLimit) : intl.formatMessage(messages.allowance, { allowed });
}

/**
 * /subscription/manage/ (spec section 2, "payment portal"): each managed venue with its subscription. With Stripe,
 * the billing contact subscribes through Checkout or opens the customer portal; with manual billing the page says
 * whom to contact. A subscription that does not publish says that published events stay listed.
 */
export function SubscriptionPage() {
  const intl = useAppIntl();
  const overview = useBillingOverview();
  if (overview.isError)
    return <ErrorState title={intl.formatMessage(messages.title)} headingLevel={1} message={intl.formatMessage(common.fetchResults)} onRetry={() => void overview.refetch()} />;
  if (overview.isPending) return <Spinner />;
  const data = overview.data;
  return (
    <section className="ui-page subscription" aria-labelledby="subscription-heading">
      <h1 id="subscription-heading">{intl.formatMessage(messages.title)}</h1>
      {data.mode === 'manual' && (
        <p>
          {intl.formatMessage(messages.manualBilling, {
            email: data.contactEmail,
            mail: (chunks: ReactNode[]) => <a href={`mailto:${data.contactEmail}`}>{chunks}</a>,
          })}
        </p>
      )}
      {data.venues.length === 0 ? (
        <EmptyState title={intl.formatMessage(messages.noVenuesTitle)} message={intl.formatMessage(messages.noVenuesText)} />
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
  const intl = useAppIntl();
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
      setError(isApiError(failure) ? (failure.detail ?? Object.values(failure.fieldErrors).flat().join(' ')) : intl.formatMessage(messages.tryAgain));
      setBusy(false);
    }
  }

  return (
    <li className="subscription__venue">
      <h2>{entry.poi.name}</h2>
      {subscription ? (
        <p>
          {intl.formatMessage(messages.plan, {
            plan: subscription.planName,
            status: subscription.status,
            allowance: describeAllowance(intl, subscription.activeEventsAllowed),
          })}
        </p>
      ) : (
        <p>{intl.formatMessage(messages.noSubscription)}</p>
      )}
      {subscription?.status === 'past_due' && subscription.publishing && (
        <p>{intl.formatMessage(messages.pastDue, { days: overview.pastDueGraceDays })}</p>
      )}
      {(!subscription || !subscription.publishing) && <p>{intl.formatMessage(common.publishingStopped)}</p>}
      {overview.mode === 'stripe' && entry.isBillingContact && (
        <div className="ui-actions">
          {!subscription || subscription.status === 'canceled' || subscription.status === 'incomplete_expired' ? (
            <>
              <label>
                <span>
                  {intl.formatMessage(messages.planLabel)}
                  {SPACE}
                </span>
                <select value={plan} onChange={(event) => setPlan(event.target.value)}>
                  {overview.plans
                    .filter((p) => p.purchasable)
                    .map((p) => (
                      <option key={p.code} value={p.code}>
                        {intl.formatMessage(messages.planOption, { plan: p.name, allowance: describeAllowance(intl, p.activeEventsAllowed) })}
                      </option>
                    ))}
                </select>
              </label>
              <Button disabled={plan === '' || busy} busy={busy} onClick={() => void go(() => startCheckout(entry.poi.id, plan))}>
                {intl.formatMessage(messages.subscribe)}
              </Button>
            </>
          ) : (
            <Button busy={busy} disabled={busy} onClick={() => void go(() => openPortal(entry.poi.id))}>
              {intl.formatMessage(messages.manage)}
            </Button>
          )}
        </div>
      )}
      {overview.mode === 'manual' && entry.portalLink && (
        <p>
          <a href={entry.portalLink}>{intl.formatMessage(messages.manageFor, { venue: entry.poi.name })}</a>
        </p>
      )}
      {!entry.isBillingContact && <p>{intl.formatMessage(messages.notBillingContact)}</p>}
      {error && <p role="alert">{error}</p>}
    </li>
  );
}
