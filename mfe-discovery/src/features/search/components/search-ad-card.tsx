import type { SearchAd } from '@events/contracts/ads';
import { searchAdClickHref } from '@events/contracts/ads-constants';
import { plainMessages, useAppIntl } from '@events/ui/i18n/app-intl';
import { useEffect } from 'react';
import { defineMessages } from '@events/api-client/intl';
import { commonMessages } from '../../../i18n/common-messages';
import { pingSearchAd } from '../api/ping-search-ad';
import './search-ad-card.css';

export type SearchAdCardProps = { ad: SearchAd };

const messages = plainMessages(defineMessages({
  advertisement: { id: 'discovery.ads.advertisement', defaultMessage: 'Advertisement' },
  sponsored: { id: 'discovery.ads.sponsored', defaultMessage: 'Sponsored' },
  learnMore: { id: 'discovery.ads.learnMore', defaultMessage: 'Learn More' },
}));

/** Ads already counted on this page view, so a re-render or a remount does not ping twice. */
const pinged = new Set<string>();

/**
 * A search advertisement among the results (spec sections 3 and 9); shown means pinged (spec section 7). Its button
 * goes through the click-through link, which counts the click and redirects to the ad's own link.
 */
export function SearchAdCard({ ad }: SearchAdCardProps) {
  const intl = useAppIntl();
  useEffect(() => {
    const key = `${ad.id}:${window.location.search}`;
    if (pinged.has(key)) return;
    pinged.add(key);
    void pingSearchAd(ad.id);
  }, [ad.id]);

  return (
    <aside className={ad.image ? 'search-ad' : 'search-ad search-ad--text'} aria-label={intl.formatMessage(messages.advertisement)} data-testid="search-ad" data-ad-id={ad.id}>
      {ad.image && (
        <div className="search-ad__media">
          <img src={ad.image} alt="" width={400} height={200} loading="lazy" decoding="async" />
        </div>
      )}
      <div className="search-ad__body">
        <p className="search-ad__label">{intl.formatMessage(messages.sponsored)}</p>
        <p className="search-ad__title">{ad.title}</p>
        {ad.description && <p className="search-ad__description">{ad.description}</p>}
        <a className="ui-button ui-button--secondary search-ad__button" href={searchAdClickHref(ad.id)} target="_blank" rel="noopener sponsored">
          {ad.buttonText || intl.formatMessage(messages.learnMore)}
          <span className="ui-visually-hidden"> {intl.formatMessage(commonMessages.opensInNewTab)}</span>
        </a>
      </div>
    </aside>
  );
}
