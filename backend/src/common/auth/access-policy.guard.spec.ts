import 'reflect-metadata';
import { Controller, Get, type ExecutionContext, UnauthorizedException } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AccessPolicyGuard, NOT_AUTHENTICATED } from './access-policy.guard.js';
import { Public } from './public.decorator.js';
import { Roles } from './roles.decorator.js';

@Controller('open')
@Public()
class OpenController {
  @Get()
  list(): string {
    return 'ok';
  }
}

@Controller('mixed')
class MixedController {
  @Get('public')
  @Public()
  open(): string {
    return 'ok';
  }

  @Get('staff')
  @Roles('staff')
  staffOnly(): string {
    return 'ok';
  }

  @Get('undeclared')
  undeclared(): string {
    return 'ok';
  }
}

function contextFor(controller: new () => object, method: string): ExecutionContext {
  const handler = (controller.prototype as Record<string, () => unknown>)[method];
  return { getHandler: () => handler, getClass: () => controller } as unknown as ExecutionContext;
}

describe('AccessPolicyGuard', () => {
  const guard = new AccessPolicyGuard(new Reflector());

  it('lets a @Public() route or controller through', () => {
    expect(guard.canActivate(contextFor(OpenController, 'list'))).toBe(true);
    expect(guard.canActivate(contextFor(MixedController, 'open'))).toBe(true);
  });

  it('answers 401 for every other route until sign-in exists', () => {
    for (const method of ['staffOnly', 'undeclared']) {
      expect(() => guard.canActivate(contextFor(MixedController, method))).toThrow(new UnauthorizedException(NOT_AUTHENTICATED));
    }
  });
});
