import type { ProducerQuota } from '@events/contracts/auth';
import { PUBLISHING_BLOCK_MESSAGES } from '@events/contracts/event-forms';
import { PRODUCER_HOME_MESSAGES, PRODUCER_PATHS } from '@events/contracts/producer-home';
import { Link } from '@events/router';

/**
 * The event publishing block (spec section 5): the chosen venue has no room for another active event. The upgrade
 * link, to the subscription page whatever the billing mode, shows only to the venue's billing contact.
 */
export function PublishingBlock({ quota }: { quota: ProducerQuota }) {
  return (
    <div className="ui-notice event-form__block" role="alert" data-testid="publishing-block">
      <p>{PUBLISHING_BLOCK_MESSAGES.activeEvents(quota.quota?.used ?? 0)}</p>
      <p>
        {quota.isBillingContact ? (
          <Link to={PRODUCER_PATHS.subscription}>Upgrade the subscription plan of {quota.poi.name}</Link>
        ) : (
          PRODUCER_HOME_MESSAGES.askBillingContact
        )}
      </p>
      <p>{PUBLISHING_BLOCK_MESSAGES.upgrade}</p>
    </div>
  );
}
