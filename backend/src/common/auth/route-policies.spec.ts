import 'reflect-metadata';
import { Controller, Get, Logger, Module, Post } from '@nestjs/common';
import { anyRole, defineEndpoint, PUBLIC } from '@events/contracts/endpoint';
import { DiscoveryModule, NestFactory } from '@nestjs/core';
import { Public } from './public.decorator.js';
import { Roles } from './roles.decorator.js';
import { Route } from './route.decorator.js';
import { listRoutePolicies, policyProblems } from './route-policies.js';

const listThings = defineEndpoint({ method: 'GET', path: '/things/{id}/', access: PUBLIC, tag: 't', summary: 'A thing' });
const makeThing = defineEndpoint({ method: 'POST', path: '/things/', access: anyRole('staff'), tag: 't', summary: 'Make one', status: 201 });

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

@Controller()
class DeclaredController {
  @Route(listThings)
  one(): string {
    return '';
  }

  @Route(makeThing)
  @Public()
  make(): void {}
}

@Module({ imports: [DiscoveryModule], controllers: [ThingsController] })
class ThingsModule {}

@Module({ imports: [DiscoveryModule], controllers: [DeclaredController] })
class DeclaredModule {}

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

describe('policyProblems', () => {
  it("names routes without an endpoint or a policy, and those whose policy is not their endpoint's access", async () => {
    Logger.overrideLogger(false);
    const app = await NestFactory.createApplicationContext(DeclaredModule, { logger: false });
    try {
      const routes = listRoutePolicies(app);
      expect(routes.map((route) => [route.method, route.path, route.policy, route.endpoint])).toEqual([
        ['GET', '/things/:id', { kind: 'public' }, listThings],
        ['POST', '/things', { kind: 'public' }, makeThing],
      ]);
      expect(policyProblems(routes)).toEqual(["POST /things (DeclaredController.make): policy differs from its endpoint's access"]);
    } finally {
      await app.close();
    }
    const bare = await NestFactory.createApplicationContext(ThingsModule, { logger: false });
    try {
      expect(policyProblems(listRoutePolicies(bare))).toEqual([
        'GET /things (ThingsController.list): no endpoint (@Route)',
        'POST /things (ThingsController.create): no endpoint (@Route)',
        'GET /things/forgotten (ThingsController.forgotten): no @Public() or @Roles()',
        'GET /things/forgotten (ThingsController.forgotten): no endpoint (@Route)',
      ]);
    } finally {
      await bare.close();
    }
  });
});
