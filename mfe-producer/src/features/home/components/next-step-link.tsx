import { PRODUCER_HOME_MESSAGES, PRODUCER_PATHS, type ProducerHomeVenue } from '@events/contracts/producer-home';
import { Link } from '@events/router';
import { QuotaAdvice } from '../../../components/quota-meter';

/**
 * A managed venue's next step as one call to action: renew a lapsed plan or upgrade a full one on the subscription
 * page (the billing contact; anyone else is told whom to ask), or add an event.
 */
export function NextStepLink({ venue }: { venue: ProducerHomeVenue }) {
  const { nextStep, poi, isBillingContact } = venue;
  if (nextStep === 'upgrade') return <QuotaAdvice venueName={poi.name} isBillingContact={isBillingContact} />;
  if (nextStep === 'renew') {
    return isBillingContact ? (
      <Link to={PRODUCER_PATHS.subscription} className="ui-button" aria-label={`${PRODUCER_HOME_MESSAGES.nextStep.renew}: ${poi.name}`}>
        {PRODUCER_HOME_MESSAGES.nextStep.renew}
      </Link>
    ) : (
      <span>{PRODUCER_HOME_MESSAGES.askBillingContact}</span>
    );
  }
  return (
    <Link to={PRODUCER_PATHS.addEvent} className="ui-button" aria-label={`${PRODUCER_HOME_MESSAGES.nextStep[nextStep]}: ${poi.name}`}>
      {PRODUCER_HOME_MESSAGES.nextStep[nextStep]}
    </Link>
  );
}
