import { type DynamicModule, Module, type Type } from '@nestjs/common';
import { APP_FILTER, APP_GUARD, DiscoveryModule } from '@nestjs/core';
import { LoggerModule } from 'nestjs-pino';
import type { Logger } from 'pino';
import { AccessPolicyGuard } from './common/auth/access-policy.guard.js';
import { configuredClock } from './config/clock.config.js';
import { ClockModule } from './common/clock/clock.module.js';
import { RenderCacheModule } from './common/cache/render-cache.module.js';
import { AnswerValidatorsModule } from './common/http/answer-validators.js';
import { DomainEventsModule } from './common/events/domain-events.js';
import { ApiExceptionFilter } from './common/errors/api-exception.filter.js';
import { loggerParams } from './common/logging/logger-options.js';
import type { AppConfig } from './config/app-config.js';
import { ConfigModule } from './config/config.module.js';
import { DatabaseModule } from './database/database.module.js';
import type { DatabaseServer } from './database/embedded-database.js';
import type { JobEngineClock } from './modules/jobs/job-engine.js';
import { JobsModule } from './modules/jobs/jobs.module.js';

/** A domain module as the app module imports it: a module class, or a dynamic module. */
export type DomainModule = Type<unknown> | DynamicModule;

export type AppModuleOptions = {
  readonly config: AppConfig;
  readonly database: DatabaseServer;
  readonly logger: Logger;
  /** The domain modules beside the infrastructure every app has: all of them (app-domain-modules.ts), or a test's few. */
  readonly modules: readonly DomainModule[];
  /** The job engine's clock (pg-boss's TestClock in the engine's tests); unset, the system's. */
  readonly jobEngineClock?: JobEngineClock;
};

/**
 * The app: the infrastructure every app has (config, clock, domain events, logger, database, job engine, render caches, answer
 * validators, the global access guard and exception filter) and the domain modules it is given.
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
        DatabaseModule.forRoot(options.database, options.config.databaseConnectTimeoutMs, options.config.readReplicas),
        DiscoveryModule,
        // The job engine: with SCHEDULED_JOBS off an instance queues jobs but neither schedules nor works them. After
        // DatabaseModule: of two global modules Nest destroys the later one first, so the engine stops (its running
        // handlers finishing) before the database module closes the pools.
        JobsModule.forRoot({ clock: options.jobEngineClock }),
        // The render caches' registry, cleared when the database notifies a catalogue change (needs the database's URL).
        RenderCacheModule,
        // The validators of public answers, by route: the controllers register theirs, the conditional-get hook reads them.
        AnswerValidatorsModule,
        ...options.modules,
      ],
      providers: [
        { provide: APP_GUARD, useClass: AccessPolicyGuard },
        { provide: APP_FILTER, useClass: ApiExceptionFilter },
      ],
    };
  }
}
