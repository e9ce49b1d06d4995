import type { ProducerQuota } from '@events/contracts/auth';
import { PRODUCER_PATHS } from '@events/contracts/producer-home';
import { plainMessages, useAppIntl } from '@events/ui/i18n/app-intl';
import { defineMessages } from '@events/api-client/intl';
import { common } from '../../../i18n/shared-messages';
import { Link } from '@events/router';

const messages = plainMessages(defineMessages({
  activeEvents: { id: 'producer.publishingBlock.activeEvents', defaultMessage: 'This venue currently has {count} active event(s).' },
  upgradePlan: { id: 'producer.publishingBlock.upgradePlan', defaultMessage: 'Upgrade the subscription plan of {venue}' },
}));

/**
 * The event publishing block (spec section 5): the chosen venue has no room for another active event. The upgrade
 * link, to the subscription page whatever the billing mode, shows only to the venue's billing contact.
 */
export function PublishingBlock({ quota }: { quota: ProducerQuota }) {
  const intl = useAppIntl();
  return (
    <div className="ui-notice event-form__block" role="alert" data-testid="publishing-block">
      <p>{intl.formatMessage(messages.activeEvents, { count: quota.quota?.used ?? 0 })}</p>
      <p>
        {quota.isBillingContact ? (
          <Link to={PRODUCER_PATHS.subscription}>{intl.formatMessage(messages.upgradePlan, { venue: quota.poi.name })}</Link>
        ) : (
          intl.formatMessage(common.askBillingContact)
        )}
      </p>
      <p>{intl.formatMessage(common.upgrade)}</p>
    </div>
  );
}
