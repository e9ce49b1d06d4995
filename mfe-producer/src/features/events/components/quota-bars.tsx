import type { ProducerQuota } from '@events/contracts/auth';
import { quotaLevel, quotaRatio, quotaText } from '@events/domain/quota';

/**
 * The quota bar per venue (spec sections 4, 6, 9): normal below 50 %, warning from 50 %, full at 100 %, with
 * "{used} of {n} active event(s)" or "No event limit".
 */
export function QuotaBars({ quotas }: { quotas: readonly ProducerQuota[] }) {
  if (quotas.length === 0) return null;
  return (
    <ul className="event-list__quotas" aria-label="Active events per venue" data-testid="quota-bars">
      {quotas.map(({ poi, quota }) => {
        const level = quotaLevel(quota);
        return (
          <li key={poi.id} className={`quota quota--${level}`} data-level={level}>
            <span className="quota__venue">{poi.name}</span>
            {quota && (
              <span
                className="quota__bar"
                role="meter"
                aria-label={`${poi.name}: active events`}
                aria-valuemin={0}
                aria-valuemax={quota.allowed}
                aria-valuenow={Math.min(quota.used, quota.allowed)}
                aria-valuetext={quotaText(quota)}
              >
                <span className="quota__fill" style={{ width: `${Math.round(quotaRatio(quota) * 100)}%` }} />
              </span>
            )}
            <span className="quota__text">{quotaText(quota)}</span>
          </li>
        );
      })}
    </ul>
  );
}
