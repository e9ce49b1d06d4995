import { type DynamicModule, Inject, Injectable, Logger, Module, type OnApplicationShutdown } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { dataSourceOptions } from './data-source-options.js';
import type { ReadReplicaSettings } from '../config/database.config.js';
import { DatabaseService, READ_REPLICAS } from './database.service.js';
import { MigratingDataSource } from './migrating-data-source.js';
import type { DatabaseServer } from './embedded-database.js';

/** Injection token of the running DatabaseServer (embedded or external). */
export const DATABASE_SERVER = 'DATABASE_SERVER';

/** Closes the connections, then stops an embedded server, when the app shuts down. */
@Injectable()
export class DatabaseLifecycle implements OnApplicationShutdown {
  private readonly logger = new Logger('Database');

  constructor(
    @Inject(DATABASE_SERVER) private readonly server: DatabaseServer,
    private readonly dataSource: DataSource,
  ) {}

  async onApplicationShutdown(): Promise<void> {
    if (this.dataSource.isInitialized) await this.dataSource.destroy().catch(() => undefined);
    if (this.server.embedded) {
      await this.server.stop();
      this.logger.log('Embedded PostgreSQL stopped');
    }
  }
}

@Module({})
class DatabaseServerModule {
  static forRoot(server: DatabaseServer): DynamicModule {
    return {
      module: DatabaseServerModule,
      providers: [{ provide: DATABASE_SERVER, useValue: server }],
      exports: [DATABASE_SERVER],
    };
  }
}

/**
 * TypeORM on the given server (migrations run at boot, one instance at a time) and the DatabaseService every repository injects; global,
 * so a module's repository needs no import of this module. Read replicas, when configured, serve the reads that may
 * be a moment stale (replica-reads.ts).
 */
@Module({})
export class DatabaseModule {
  static forRoot(server: DatabaseServer, connectTimeoutMs: number, readReplicas?: ReadReplicaSettings): DynamicModule {
    const serverModule = DatabaseServerModule.forRoot(server);
    return {
      module: DatabaseModule,
      global: true,
      imports: [
        serverModule,
        TypeOrmModule.forRootAsync({
          imports: [serverModule],
          inject: [DATABASE_SERVER],
          useFactory: (db: DatabaseServer) => ({
            ...dataSourceOptions(db.url, connectTimeoutMs),
            retryAttempts: 0,
          }),
          // Migrations run at boot under an advisory lock (several instances may start together).
          dataSourceFactory: async (options) => {
            if (options === undefined) throw new Error('TypeORM options are missing');
            return new MigratingDataSource(options).initialize();
          },
        }),
      ],
      providers: [
        DatabaseLifecycle,
        DatabaseService,
        ...(readReplicas === undefined ? [] : [{ provide: READ_REPLICAS, useValue: { ...readReplicas, connectTimeoutMs } }]),
      ],
      // The server's URL too: the job engine opens its own small pool on the app's database (modules/jobs).
      exports: [DatabaseService, serverModule],
    };
  }
}
