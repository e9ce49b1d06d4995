import { type DynamicModule, Global, Module } from '@nestjs/common';
import type { AppConfig } from './app-config.js';

/** Injection token of the validated AppConfig. */
export const APP_CONFIG = 'APP_CONFIG';

@Global()
@Module({})
export class ConfigModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: ConfigModule,
      global: true,
      providers: [{ provide: APP_CONFIG, useValue: config }],
      exports: [APP_CONFIG],
    };
  }
}
