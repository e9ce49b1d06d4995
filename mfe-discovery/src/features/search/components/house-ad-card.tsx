import { Link } from '@events/router';
import './ad-network-unit.css';

/** Where venue owners start listing their events (the producer claim flow). */
export const CLAIM_FLOW_PATH = '/claim/poi/producer/';

/** The local default of the ad-network slot (AD_NETWORK=house): our own call to venue owners to list their events. */
export function HouseAdCard() {
  return (
    <aside className="ad-network ad-network--house" aria-labelledby="house-ad-title" data-testid="ad-network-unit" data-ad-network="house">
      <p className="ad-network__label">From Berkshires &amp; Beyond</p>
      {/* A heading at the level of the result cards' titles beside it, so a screen reader's heading list reaches it too. */}
      <h3 className="ad-network__title" id="house-ad-title">
        Run a venue? List your events here
      </h3>
      <p className="ad-network__description">Claim your venue to add your events, reach visitors nearby and see how your listings do.</p>
      <Link className="ui-button ui-button--secondary ad-network__button" to={CLAIM_FLOW_PATH}>
        Claim your venue
      </Link>
    </aside>
  );
}
