import type { ProducerQuota } from '@events/contracts/auth';
import { plainMessages, useAppIntl } from '@events/ui/i18n/app-intl';
import { defineMessages } from '@events/api-client/intl';
import { QuotaAdvice, QuotaMeter } from '../../../components/quota-meter';

const messages = plainMessages(defineMessages({
  label: { id: 'producer.quotaBars.label', defaultMessage: 'Active events per venue' },
}));

/** The quota bar of every managed venue, and what to do where a venue has no room left. */
export function QuotaBars({ quotas }: { quotas: readonly ProducerQuota[] }) {
  const intl = useAppIntl();
  if (quotas.length === 0) return null;
  return (
    <ul className="event-list__quotas" aria-label={intl.formatMessage(messages.label)} data-testid="quota-bars">
      {quotas.map(({ poi, quota, isBillingContact }) => (
        <li key={poi.id} className="event-list__quota">
          <span className="quota__venue">{poi.name}</span>
          <QuotaMeter venueName={poi.name} quota={quota} />
          {quota && !quota.canAdd && <QuotaAdvice venueName={poi.name} isBillingContact={isBillingContact} />}
        </li>
      ))}
    </ul>
  );
}
