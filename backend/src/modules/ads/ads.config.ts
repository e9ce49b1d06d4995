import { z } from 'zod';
import { AD_NETWORK_KINDS, type AdNetwork } from '@events/contracts/ads';
import { ConfigError } from '../../config/config-error.js';
import { defineConfigSlice } from '../../config/config-slice.js';

export type AdsConfig = {
  /** The events listing's second, ad-network unit: a local house card (default), Google AdSense, or none. */
  readonly adNetwork: AdNetwork;
};

/** The ad-network unit; AdSense needs both its publisher id and its slot. */
function adNetworkFrom(kind: (typeof AD_NETWORK_KINDS)[number], client: string | undefined, slot: string | undefined): AdNetwork {
  if (kind !== 'adsense') return { kind };
  if (client === undefined || slot === undefined) {
    const missing = [client === undefined && 'ADSENSE_CLIENT', slot === undefined && 'ADSENSE_SLOT'].filter(Boolean).join(' and ');
    throw new ConfigError(`Invalid configuration: ${missing} must be set when AD_NETWORK=adsense`);
  }
  return { kind, client, slot };
}

export const adsConfig = defineConfigSlice({
  variables: {
    AD_NETWORK: {
      schema: z.enum(AD_NETWORK_KINDS, { error: `must be one of ${AD_NETWORK_KINDS.join(', ')}` }),
      default: 'house',
      description: `Second ad unit of the events listing: ${AD_NETWORK_KINDS.join(', ')} (house promotes listing your events; adsense needs ADSENSE_CLIENT and ADSENSE_SLOT).`,
    },
    ADSENSE_CLIENT: {
      schema: z.string().regex(/^ca-pub-\d+$/, 'must be an AdSense publisher id such as ca-pub-1234567890123456'),
      whenUnset: '(unset)',
      description: 'AdSense publisher id (ca-pub-<digits>); required when AD_NETWORK=adsense.',
    },
    ADSENSE_SLOT: {
      schema: z.string().regex(/^\d+$/, 'must be an AdSense slot id (digits)'),
      whenUnset: '(unset)',
      description: 'AdSense ad unit slot id (digits); required when AD_NETWORK=adsense.',
    },
  },
  read: (values): AdsConfig => ({ adNetwork: adNetworkFrom(values.AD_NETWORK, values.ADSENSE_CLIENT, values.ADSENSE_SLOT) }),
});
