import type { ReadFallback } from '../config/database.config.js';
import { DatabaseUnavailableError, isConnectionError } from './database-errors.js';
import { primaryReadsRequired } from './read-context.js';
import type { PoolName, ReadExecutor } from './server-pools.js';
import type { SqlRow, SqlValues } from './sql-executor.js';

/** What the choice of a replica looks at. */
export type ReplicaState = { readonly isDown: boolean; readonly isLagging: boolean; readonly busy: number };

/** Something that runs a read on its own pools: a read replica (read-replica.ts). */
export type ReplicaRunner = ReplicaState & { run<T>(read: (pools: ReadExecutor) => Promise<T>): Promise<T> };

/**
 * The replica to read from: of those up (and, unless `lagTolerated`, not lagging), the one with the fewest reads under
 * way; among equals the first from `start` on, so a caller turning `start` spreads an idle cluster's reads in turn.
 */
export function chooseReplica<R extends ReplicaState>(replicas: readonly R[], start: number, lagTolerated: boolean): R | undefined {
  let chosen: R | undefined;
  for (let i = 0; i < replicas.length; i++) {
    const replica = replicas[(start + i) % replicas.length] as R;
    if (replica.isDown || (replica.isLagging && !lagTolerated)) continue;
    if (chosen === undefined || replica.busy < chosen.busy) chosen = replica;
  }
  return chosen;
}

/**
 * The reads that may be a moment stale (listings, event and venue pages, live search, widgets, feeds, reports), spread
 * over the read replicas; a repository says a read is one of them by running it here (DatabaseService.replicaReads).
 * They go to the primary instead inside a write request, for a client whose own write is fresh, and outside any
 * request (scheduled jobs, the CLIs: read-context.ts).
 * With no replica able to serve (down; lagging ones only when the primary cannot stand in), fallback `primary`
 * reads the primary, and `none` answers DatabaseUnavailableError (503 with Retry-After); a read whose replica fails
 * under it is read again on the primary under fallback `primary`.
 */
export class ReplicaReads implements ReadExecutor {
  private turn = 0;

  constructor(
    private readonly replicas: readonly ReplicaRunner[],
    private readonly primary: ReadExecutor,
    private readonly fallback: ReadFallback,
  ) {}

  query<R = unknown>(text: string, values?: SqlValues): Promise<R> {
    return this.read((pools) => pools.query<R>(text, values));
  }

  queryNamed<R extends SqlRow>(prefix: string, text: string, values: SqlValues, pool: PoolName = 'app'): Promise<R[]> {
    return this.read((pools) => pools.queryNamed<R>(prefix, text, values, pool));
  }

  private async read<T>(work: (pools: ReadExecutor) => Promise<T>): Promise<T> {
    if (primaryReadsRequired()) return work(this.primary);
    const replica = this.choose();
    if (replica === undefined) {
      if (this.fallback === 'primary') return work(this.primary);
      throw new DatabaseUnavailableError('No read replica is available');
    }
    try {
      return await replica.run(work);
    } catch (error) {
      if (this.fallback === 'primary' && isConnectionError(error)) return work(this.primary);
      throw error;
    }
  }

  private choose(): ReplicaRunner | undefined {
    const start = this.turn;
    this.turn = (this.turn + 1) % this.replicas.length;
    // A lagging replica still beats a 503, but not the primary.
    return chooseReplica(this.replicas, start, false) ?? (this.fallback === 'primary' ? undefined : chooseReplica(this.replicas, start, true));
  }
}
