import type { ProducerQuota } from '@events/contracts/auth';
import { PUBLISHING_BLOCK_MESSAGES } from '@events/contracts/event-forms';
import { PRODUCER_HOME_MESSAGES, PRODUCER_PATHS } from '@events/contracts/producer-home';
import { quotaLevel, quotaRatio, quotaText } from '@events/domain/quota';
import { Link } from '@events/router';
import './quota-meter.css';

type Quota = ProducerQuota['quota'];

/**
 * One venue's quota bar (spec sections 4, 6, 9): normal below 50 %, warning from 50 %, full at 100 %, with
 * "{used} of {n} active event(s)" or "No event limit" beside it.
 */
export function QuotaMeter({ venueName, quota }: { venueName: string; quota: Quota }) {
  const level = quotaLevel(quota);
  return (
    <span className={`quota quota--${level}`} data-level={level}>
      {quota && (
        <span
          className="quota__bar"
          role="meter"
          aria-label={`${venueName}: active events`}
          aria-valuemin={0}
          aria-valuemax={quota.allowed}
          aria-valuenow={Math.min(quota.used, quota.allowed)}
          aria-valuetext={quotaText(quota)}
        >
          <span className="quota__fill" style={{ width: `${Math.round(quotaRatio(quota) * 100)}%` }} />
        </span>
      )}
      <span className="quota__text">{quotaText(quota)}</span>
    </span>
  );
}

/**
 * What to do when a venue has no room for another event: the spec's "Upgrade to publish more events.", with the
 * subscription page for the billing contact (it offers Checkout, the portal or whom to write to, as billing runs)
 * and whom to ask for anyone else.
 */
export function QuotaAdvice({ venueName, isBillingContact }: { venueName: string; isBillingContact: boolean }) {
  return (
    <span className="quota-advice">
      {PUBLISHING_BLOCK_MESSAGES.upgrade}{' '}
      {isBillingContact ? (
        <Link to={PRODUCER_PATHS.subscription}>Upgrade the subscription plan of {venueName}</Link>
      ) : (
        PRODUCER_HOME_MESSAGES.askBillingContact
      )}
    </span>
  );
}
