import { Controller, Header } from '@nestjs/common';
import { producerHomeEndpoints as api, type ProducerHome } from '@events/contracts/producer-home';
import type { AuthUser } from '../../common/auth/auth-state.js';
import { CurrentUser } from '../../common/auth/current-user.decorator.js';
import { Route } from '../../common/auth/route.decorator.js';
import { ProducerHomeService } from './producer-home.service.js';

/** The producer's home: any signed-in account may ask; it answers only the caller's own venues, claims and calendars. */
@Controller()
export class ProducerHomeController {
  constructor(private readonly home: ProducerHomeService) {}

  @Route(api.get)
  @Header('Cache-Control', 'private, no-store')
  get(@CurrentUser() user: AuthUser): Promise<ProducerHome> {
    return this.home.home(user);
  }
}
