import type { ProducerQuota } from '@events/contracts/auth';
import { PUBLISHING_BLOCK_MESSAGES } from '@events/contracts/event-forms';

/**
 * The event publishing block (spec section 5): the chosen venue has no room for another active event. The
 * upgrade link shows only to the venue's billing contact.
 */
export function PublishingBlock({ quota }: { quota: ProducerQuota }) {
  return (
    <div className="ui-notice event-form__block" role="alert" data-testid="publishing-block">
      <p>{PUBLISHING_BLOCK_MESSAGES.activeEvents(quota.quota?.used ?? 0)}</p>
      {quota.isBillingContact && quota.portalLink && (
        <p>
          <a href={quota.portalLink}>Upgrade the subscription plan of {quota.poi.name}</a>
        </p>
      )}
      <p>{PUBLISHING_BLOCK_MESSAGES.upgrade}</p>
    </div>
  );
}
