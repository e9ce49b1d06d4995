import { setTimeout as sleep } from 'node:timers/promises';
import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import pg from 'pg';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { DATABASE_SERVER } from '../../database/database.module.js';
import type { DatabaseServer } from '../../database/embedded-database.js';
import { RenderCacheRegistry } from './render-cache-registry.js';

/** The channel the catalogue's render generation bump notifies on commit (migration m1764721000000), with the new generation. */
export const CATALOGUE_CHANGED_CHANNEL = 'catalogue_changed';
/** How the listening connection shows in pg_stat_activity. */
export const CATALOGUE_LISTENER_APPLICATION = 'events-catalogue-listener';

/**
 * Waits between attempts to open the listening connection again, doubling from the first to the last: a restarted
 * PostgreSQL (back within seconds) is listened to again within RECONNECT_MAX_MS, and a long outage costs one
 * attempt every RECONNECT_MAX_MS.
 */
const RECONNECT_FIRST_MS = 200;
const RECONNECT_MAX_MS = 5_000;

/**
 * Clears this instance's render caches (RenderCacheRegistry) when another instance, or this one, commits a catalogue
 * change: one dedicated connection LISTENs on CATALOGUE_CHANGED_CHANNEL, which PostgreSQL notifies only when the
 * writing transaction commits. The cache keys still carry the render generation, so a missed or late notification
 * never serves a stale page; the notification frees the unreachable entries at once. When the connection drops it
 * is opened again with backoff, and the caches are cleared once it listens again, since notifications sent while no
 * connection listened are lost.
 */
@Injectable()
export class CatalogueChangeListener implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('CatalogueChanges');
  private client: pg.Client | null = null;
  private stopped = false;
  private readonly stopping = new AbortController();
  private running: Promise<void> | undefined;

  constructor(
    @Inject(DATABASE_SERVER) private readonly database: DatabaseServer,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly caches: RenderCacheRegistry,
  ) {}

  /** Boot waits for the first attempt only: listening or not, the app serves (the keys keep it correct). */
  async onApplicationBootstrap(): Promise<void> {
    await new Promise<void>((attempted) => {
      this.running = this.keepListening(attempted);
    });
  }

  /** Closes the connection and ends the reconnect loop, so nothing outlives the app. */
  async onModuleDestroy(): Promise<void> {
    this.stopped = true;
    this.stopping.abort();
    await this.client?.end().catch(() => undefined);
    await this.running;
  }

  private async keepListening(attempted: () => void): Promise<void> {
    let wait = RECONNECT_FIRST_MS;
    let failures = 0;
    while (!this.stopped) {
      const listening = await this.listen().catch((error: unknown) => {
        if (failures++ === 0) this.logger.warn(`Not listening for catalogue changes (trying again): ${String(error)}`);
        return null;
      });
      attempted();
      if (listening !== null) {
        failures = 0;
        wait = RECONNECT_FIRST_MS;
        await listening.ended;
        if (!this.stopped) this.logger.warn('The catalogue change connection ended (opening it again)');
      }
      if (this.stopped) return;
      await sleep(wait, undefined, { signal: this.stopping.signal }).catch(() => undefined);
      wait = Math.min(wait * 2, RECONNECT_MAX_MS);
    }
  }

  /**
   * Opens a connection that listens; answers once LISTEN is in force, with a promise of the connection's end (in an
   * object: an async function answering a promise itself would wait for it).
   */
  private async listen(): Promise<{ readonly ended: Promise<void> }> {
    const client = new pg.Client({
      connectionString: this.database.url,
      connectionTimeoutMillis: this.config.databaseConnectTimeoutMs,
      application_name: CATALOGUE_LISTENER_APPLICATION,
      keepAlive: true,
    });
    // A dropped connection emits 'error' then 'end'; 'end' opens it again. Unheard, 'error' would end the process.
    client.on('error', (error) => this.logger.debug(`Catalogue change connection: ${error.message}`));
    client.on('notification', ({ channel, payload }) => {
      if (channel === CATALOGUE_CHANGED_CHANNEL) this.clear(`generation ${payload ?? '?'}`);
    });
    const ended = new Promise<void>((resolve) => client.once('end', resolve));
    try {
      await client.connect();
      await client.query(`LISTEN ${CATALOGUE_CHANGED_CHANNEL}`);
    } catch (error) {
      await client.end().catch(() => undefined);
      throw error;
    }
    this.client = client;
    if (this.stopped) await client.end().catch(() => undefined);
    // Changes committed while no connection listened were never heard.
    else this.clear('listening');
    return {
      ended: ended.then(() => {
        this.client = null;
      }),
    };
  }

  private clear(reason: string): void {
    const dropped = this.caches.clearAll();
    if (dropped > 0) this.logger.debug(`Render caches cleared (${reason}): ${dropped} entries`);
  }
}
