import { type DynamicModule, Module, type Type } from '@nestjs/common';
import { APP_FILTER, APP_GUARD, DiscoveryModule } from '@nestjs/core';
import { ScheduleModule } from '@nestjs/schedule';
import { LoggerModule } from 'nestjs-pino';
import type { Logger } from 'pino';
import { AccessPolicyGuard } from './common/auth/access-policy.guard.js';
import { configuredClock } from './config/clock.config.js';
import { ClockModule } from './common/clock/clock.module.js';
import { DomainEventsModule } from './common/events/domain-events.js';
import { ApiExceptionFilter } from './common/errors/api-exception.filter.js';
import { loggerParams } from './common/logging/logger-options.js';
import type { AppConfig } from './config/app-config.js';
import { ConfigModule } from './config/config.module.js';
import { DatabaseModule } from './database/database.module.js';
import type { DatabaseServer } from './database/embedded-database.js';

/** A domain module as the app module imports it: a module class, or a dynamic module. */
export type DomainModule = Type<unknown> | DynamicModule;

export type AppModuleOptions = {
  readonly config: AppConfig;
  readonly database: DatabaseServer;
  readonly logger: Logger;
  /** The domain modules beside the infrastructure every app has: all of them (app-domain-modules.ts), or a test's few. */
  readonly modules: readonly DomainModule[];
};

/**
 * The app: the infrastructure every app has (config, clock, domain events, logger, database, the global access
 * guard and exception filter) and the domain modules it is given.
 */
@Module({})
export class AppModule {
  static forRoot(options: AppModuleOptions): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(options.config),
        ClockModule.forRoot(configuredClock(options.config)),
        DomainEventsModule,
        LoggerModule.forRoot(loggerParams(options.logger)),
        DatabaseModule.forRoot(options.database, options.config.databaseConnectTimeoutMs),
        DiscoveryModule,
        // Without the schedule module, @Cron methods are plain methods: their jobs run only when called.
        ...(options.config.scheduledJobs ? [ScheduleModule.forRoot()] : []),
        ...options.modules,
      ],
      providers: [
        { provide: APP_GUARD, useClass: AccessPolicyGuard },
        { provide: APP_FILTER, useClass: ApiExceptionFilter },
      ],
    };
  }
}
