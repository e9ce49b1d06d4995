import { PRODUCER_PATHS, type ProducerHomeVenue } from '@events/contracts/producer-home';
import { plainMessages, useAppIntl } from '@events/ui/i18n/app-intl';
import { Link } from '@events/router';
import { defineMessages } from '@events/api-client/intl';
import { common } from '../../../i18n/shared-messages';

const messages = plainMessages(defineMessages({
  renew: { id: 'producer.home.nextStep.renew', defaultMessage: 'Your plan lapsed: renew' },
  addFirstEvent: { id: 'producer.home.nextStep.addFirstEvent', defaultMessage: 'Add your first event' },
  addEvent: { id: 'producer.home.nextStep.addEvent', defaultMessage: 'Add an event' },
  label: { id: 'producer.home.nextStep.label', defaultMessage: '{step}: {venue}' },
}));
import { QuotaAdvice } from '../../../components/quota-meter';

/**
 * A managed venue's next step as one call to action: renew a lapsed plan or upgrade a full one on the subscription
 * page (the billing contact; anyone else is told whom to ask), or add an event.
 */
export function NextStepLink({ venue }: { venue: ProducerHomeVenue }) {
  const intl = useAppIntl();
  const { nextStep, poi, isBillingContact } = venue;
  if (nextStep === 'upgrade') return <QuotaAdvice venueName={poi.name} isBillingContact={isBillingContact} />;
  if (nextStep === 'renew') {
    return isBillingContact ? (
      <Link
        to={PRODUCER_PATHS.subscription}
        className="ui-button"
        aria-label={intl.formatMessage(messages.label, { step: intl.formatMessage(messages.renew), venue: poi.name })}
      >
        {intl.formatMessage(messages.renew)}
      </Link>
    ) : (
      <span>{intl.formatMessage(common.askBillingContact)}</span>
    );
  }
  const step = intl.formatMessage(nextStep === 'add-first-event' ? messages.addFirstEvent : messages.addEvent);
  return (
    <Link to={PRODUCER_PATHS.addEvent} className="ui-button" aria-label={intl.formatMessage(messages.label, { step, venue: poi.name })}>
      {step}
    </Link>
  );
}
