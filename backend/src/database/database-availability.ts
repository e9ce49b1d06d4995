import { Logger } from '@nestjs/common';
import { within } from '../common/async/within.js';
import { DatabaseUnavailableError, isConnectionError } from './database-errors.js';

/** Backoff of the reconnection probes while the database is down: doubling from the first, capped. */
const PROBE_BACKOFF_MS = { first: 100, max: 1000 } as const;
/** Milliseconds a probe may take before it counts as failed. */
const PROBE_TIMEOUT_MS = 3000;

/**
 * Whether the database is reachable, as the app's own queries find it. A connection-level failure marks it down:
 * until a probe (on the app's pool) answers again, queries fail at once with DatabaseUnavailableError (503 with
 * Retry-After) rather than each waiting for a connection, and the probes back off from 100 ms to 1 s, so a server
 * that is back is used again within about a second. Works alike for the embedded server (restarted by its
 * supervisor) and for DATABASE_URL (nothing to restart: the pools open new connections once it answers).
 */
export class DatabaseAvailability {
  private readonly logger = new Logger('Database');
  private down = false;
  private downSince = 0;
  private delay: number = PROBE_BACKOFF_MS.first;
  private timer: NodeJS.Timeout | undefined;
  private closed = false;

  /**
   * `name` and `whileDown` word the log lines: the primary is 'Database', answering 503; a read replica names
   * itself and says where its reads go meanwhile.
   */
  constructor(
    private readonly probe: () => Promise<unknown>,
    private readonly name = 'Database',
    private readonly whileDown = 'answering 503',
  ) {}

  get isDown(): boolean {
    return this.down;
  }

  /** Runs `work` unless the database is known to be down; a connection-level failure of it marks it down. */
  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.down) throw new DatabaseUnavailableError('The database is unavailable');
    try {
      return await work();
    } catch (error) {
      if (isConnectionError(error)) this.markDown(error);
      throw error;
    }
  }

  close(): void {
    this.closed = true;
    clearTimeout(this.timer);
  }

  private markDown(error: unknown): void {
    if (this.down || this.closed || error instanceof DatabaseUnavailableError) return;
    this.down = true;
    this.downSince = Date.now();
    this.delay = PROBE_BACKOFF_MS.first;
    this.logger.warn({ err: error }, `${this.name} unavailable; ${this.whileDown} and reconnecting with backoff`);
    this.schedule();
  }

  private schedule(): void {
    this.timer = setTimeout(() => void this.tryProbe(), this.delay);
    this.timer.unref();
  }

  private async tryProbe(): Promise<void> {
    try {
      await within(this.probe(), PROBE_TIMEOUT_MS);
      this.down = false;
      this.logger.log(`${this.name} reachable again after ${((Date.now() - this.downSince) / 1000).toFixed(1)} s`);
    } catch {
      if (this.closed) return;
      this.delay = Math.min(PROBE_BACKOFF_MS.max, this.delay * 2);
      this.schedule();
    }
  }
}
