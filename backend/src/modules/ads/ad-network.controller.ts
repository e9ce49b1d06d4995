import { Controller, Header, Inject } from '@nestjs/common';
import { type AdNetwork, adsEndpoints } from '@events/contracts/ads';
import { Route } from '../../common/auth/route.decorator.js';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';

/** Which second, ad-network unit the events listing shows (spec section 9), as configured by AD_NETWORK. */
@Controller()
export class AdNetworkController {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  /** `{kind: 'house'}`, `{kind: 'adsense', client, slot}` or `{kind: 'none'}`; the same for everyone, so cacheable. */
  @Route(adsEndpoints.network)
  @Header('Cache-Control', 'public, max-age=300, s-maxage=300')
  network(): AdNetwork {
    return this.config.adNetwork;
  }
}
