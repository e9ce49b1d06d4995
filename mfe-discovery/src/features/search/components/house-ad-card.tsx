import { plainMessages, useAppIntl } from '@events/ui/i18n/app-intl';
import { Link } from '@events/router';
import { defineMessages } from '@events/api-client/intl';
import './ad-network-unit.css';

/** Where venue owners start listing their events (the producer claim flow). */
export const CLAIM_FLOW_PATH = '/claim/poi/producer/';

/** The local default of the ad-network slot (AD_NETWORK=house): our own call to venue owners to list their events. */
const messages = plainMessages(defineMessages({
  label: { id: 'discovery.houseAd.label', defaultMessage: 'From {product}' },
  title: { id: 'discovery.houseAd.title', defaultMessage: 'Run a venue? List your events here' },
  description: { id: 'discovery.houseAd.description', defaultMessage: 'Claim your venue to add your events, reach visitors nearby and see how your listings do.' },
  button: { id: 'discovery.houseAd.button', defaultMessage: 'Claim your venue' },
}));

/** The product's name, never translated. */
const PRODUCT_NAME = 'Berkshires & Beyond';

export function HouseAdCard() {
  const intl = useAppIntl();
  return (
    <aside className="ad-network ad-network--house" aria-labelledby="house-ad-title" data-testid="ad-network-unit" data-ad-network="house">
      <p className="ad-network__label">{intl.formatMessage(messages.label, { product: PRODUCT_NAME })}</p>
      {/* A heading at the level of the result cards' titles beside it, so a screen reader's heading list reaches it too. */}
      <h3 className="ad-network__title" id="house-ad-title">
        {intl.formatMessage(messages.title)}
      </h3>
      <p className="ad-network__description">{intl.formatMessage(messages.description)}</p>
      <Link className="ui-button ui-button--secondary ad-network__button" to={CLAIM_FLOW_PATH}>
        {intl.formatMessage(messages.button)}
      </Link>
    </aside>
  );
}
