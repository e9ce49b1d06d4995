import type { ProducerQuota } from '@events/contracts/auth';
import { PRODUCER_PATHS } from '@events/contracts/producer-home';
import { quotaLevel, quotaRatio } from '@events/domain/quota';
import { plainMessages, useAppIntl } from '@events/ui/i18n/app-intl';
import { defineMessages, type IntlShape } from '@events/api-client/intl';
import { common } from '../i18n/shared-messages';
import { Link } from '@events/router';
import './quota-meter.css';

type Quota = ProducerQuota['quota'];

const SPACE = ' ';

const messages = plainMessages(defineMessages({
  label: { id: 'producer.quota.label', defaultMessage: '{venue}: active events' },
  noLimit: { id: 'producer.quota.noLimit', defaultMessage: 'No event limit' },
  used: { id: 'producer.quota.used', defaultMessage: '{used, number} of {allowed, number} active event(s)' },
  upgradePlan: { id: 'producer.quota.upgradePlan', defaultMessage: 'Upgrade the subscription plan of {venue}' },
}));

/** "3 of 5 active event(s)" or "No event limit" (libs/domain quotaText's words), in the reader's language. */
function quotaText(intl: IntlShape, quota: Quota): string {
  return quota === null ? intl.formatMessage(messages.noLimit) : intl.formatMessage(messages.used, { used: quota.used, allowed: quota.allowed });
}

/**
 * One venue's quota bar (spec sections 4, 6, 9): normal below 50 %, warning from 50 %, full at 100 %, with
 * "{used} of {n} active event(s)" or "No event limit" beside it.
 */
export function QuotaMeter({ venueName, quota }: { venueName: string; quota: Quota }) {
  const intl = useAppIntl();
  const level = quotaLevel(quota);
  return (
    <span className={`quota quota--${level}`} data-level={level}>
      {quota && (
        <span
          className="quota__bar"
          role="meter"
          aria-label={intl.formatMessage(messages.label, { venue: venueName })}
          aria-valuemin={0}
          aria-valuemax={quota.allowed}
          aria-valuenow={Math.min(quota.used, quota.allowed)}
          aria-valuetext={quotaText(intl, quota)}
        >
          <span className="quota__fill" style={{ width: `${Math.round(quotaRatio(quota) * 100)}%` }} />
        </span>
      )}
      <span className="quota__text">{quotaText(intl, quota)}</span>
    </span>
  );
}

/**
 * What to do when a venue has no room for another event: the spec's "Upgrade to publish more events.", with the
 * subscription page for the billing contact (it offers Checkout, the portal or whom to write to, as billing runs)
 * and whom to ask for anyone else.
 */
export function QuotaAdvice({ venueName, isBillingContact }: { venueName: string; isBillingContact: boolean }) {
  const intl = useAppIntl();
  return (
    <span className="quota-advice">
      {intl.formatMessage(common.upgrade)}
      {SPACE}
      {isBillingContact ? (
        <Link to={PRODUCER_PATHS.subscription}>{intl.formatMessage(messages.upgradePlan, { venue: venueName })}</Link>
      ) : (
        intl.formatMessage(common.askBillingContact)
      )}
    </span>
  );
}
