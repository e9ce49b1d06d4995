import 'reflect-metadata';
import { Controller, Get, Logger, Module, Post } from '@nestjs/common';
import { DiscoveryModule, NestFactory } from '@nestjs/core';
import { Public } from './public.decorator.js';
import { Roles } from './roles.decorator.js';
import { listRoutePolicies } from './route-policies.js';

@Controller('things')
class ThingsController {
  @Get()
  @Public()
  list(): string[] {
    return [];
  }

  @Post()
  @Roles('producer', 'staff')
  create(): void {}

  @Get('forgotten')
  forgotten(): string {
    return '';
  }

  helper(): void {}
}

@Module({ imports: [DiscoveryModule], controllers: [ThingsController] })
class ThingsModule {}

describe('listRoutePolicies', () => {
  it('reports the policy of each route handler, and the routes without one', async () => {
    Logger.overrideLogger(false);
    const app = await NestFactory.createApplicationContext(ThingsModule, { logger: false });
    try {
      expect(listRoutePolicies(app)).toEqual([
        { method: 'GET', path: '/things', handler: 'ThingsController.list', policy: { kind: 'public' } },
        { method: 'POST', path: '/things', handler: 'ThingsController.create', policy: { kind: 'roles', roles: ['producer', 'staff'] } },
        { method: 'GET', path: '/things/forgotten', handler: 'ThingsController.forgotten', policy: { kind: 'none' } },
      ]);
    } finally {
      await app.close();
    }
  });
});
