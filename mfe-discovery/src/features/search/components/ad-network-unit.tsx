import type { AdNetwork } from '@events/contracts/ads';
import { AdSenseUnit } from './adsense-unit';
import { HouseAdCard } from './house-ad-card';

export type AdNetworkUnitProps = { network: AdNetwork };

/** The events listing's second, ad-network unit (spec section 9), as the backend is configured. */
export function AdNetworkUnit({ network }: AdNetworkUnitProps) {
  if (network.kind === 'house') return <HouseAdCard />;
  if (network.kind === 'adsense') return <AdSenseUnit client={network.client} slot={network.slot} />;
  return null;
}
