import { type DynamicModule, Global, Module } from '@nestjs/common';
import { Clock } from './clock.js';

/** Provides the product's one Clock (see clock.ts) to every module. */
@Global()
@Module({})
export class ClockModule {
  static forRoot(clock: Clock): DynamicModule {
    return { module: ClockModule, global: true, providers: [{ provide: Clock, useValue: clock }], exports: [Clock] };
  }
}
