import { plainMessages, useAppIntl } from '@events/ui/i18n/app-intl';
import { useEffect } from 'react';
import { defineMessages } from '@events/api-client/intl';

const messages = plainMessages(defineMessages({
  advertisement: { id: 'discovery.ads.advertisement', defaultMessage: 'Advertisement' },
}));

/** Google's AdSense loader; `client` is the publisher id (ca-pub-...). */
export const ADSENSE_SCRIPT_URL = 'https://pagead2.googlesyndication.com/pagead/js/adsbygoogle.js';

export function adsenseScriptUrl(client: string): string {
  return `${ADSENSE_SCRIPT_URL}?client=${encodeURIComponent(client)}`;
}

declare global {
  var adsbygoogle: unknown[] | undefined;
}

/** Adds AdSense's loader to the page once (async: it never holds the page up). */
export function loadAdSenseScript(client: string, doc: Document = document): void {
  if (doc.querySelector('script[data-adsense-loader]')) return;
  const script = doc.createElement('script');
  script.async = true;
  script.src = adsenseScriptUrl(client);
  script.crossOrigin = 'anonymous';
  script.dataset.adsenseLoader = '';
  doc.head.appendChild(script);
}

export type AdSenseUnitProps = { client: string; slot: string };

/**
 * One responsive AdSense unit (AD_NETWORK=adsense): Google's `<ins class="adsbygoogle">` markup, the loader
 * added once, and a push after mount asking AdSense to fill this slot.
 */
export function AdSenseUnit({ client, slot }: AdSenseUnitProps) {
  const intl = useAppIntl();
  useEffect(() => {
    loadAdSenseScript(client);
    try {
      (window.adsbygoogle = window.adsbygoogle || []).push({});
    } catch {
      // AdSense refuses a second fill of the same slot (a re-mount); the ad already there stays.
    }
  }, [client, slot]);

  return (
    <aside className="ad-network ad-network--adsense" aria-label={intl.formatMessage(messages.advertisement)} data-testid="ad-network-unit" data-ad-network="adsense">
      <ins
        className="adsbygoogle"
        style={{ display: 'block' }}
        data-ad-client={client}
        data-ad-slot={slot}
        data-ad-format="auto"
        data-full-width-responsive="true"
      />
    </aside>
  );
}
