import { Controller, Header } from '@nestjs/common';
import type { ProducerQuota } from '@events/contracts/auth';
import { quotasEndpoints } from '@events/contracts/quotas';
import type { AuthUser } from '../../common/auth/auth-state.js';
import { CurrentUser } from '../../common/auth/current-user.decorator.js';
import { Route } from '../../common/auth/route.decorator.js';
import { ProducersService } from './producers.service.js';

/** The producer's own data: quotas per managed venue (spec section 3, "Producer quota per venue"). */
@Controller()
export class ProducersController {
  constructor(private readonly producers: ProducersService) {}

  /** The caller's quotas, as the user context's producerQuotas: empty for an account that manages no venue. */
  @Route(quotasEndpoints.list)
  @Header('Cache-Control', 'private, no-store')
  quotas(@CurrentUser() user: AuthUser): Promise<ProducerQuota[]> {
    return this.producers.producerQuotas(user);
  }
}
