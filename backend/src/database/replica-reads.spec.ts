import { DatabaseUnavailableError } from './database-errors.js';
import { runWithPrimaryReads } from './read-context.js';
import { chooseReplica, type ReplicaRunner, ReplicaReads, type ReplicaState } from './replica-reads.js';
import type { ReadExecutor } from './server-pools.js';

const refused = (): Error => Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5433'), { code: 'ECONNREFUSED' });

/** A server that answers its own name to every read. */
function serverNamed(name: string, fail?: () => Error): ReadExecutor {
  const answer = async <R>(): Promise<R> => {
    if (fail) throw fail();
    return [{ server: name }] as R;
  };
  return { query: answer, queryNamed: answer };
}

type FakeReplica = ReplicaRunner & { isDown: boolean; isLagging: boolean; busy: number };

function replica(name: string, state: Partial<ReplicaState> = {}, fail?: () => Error): FakeReplica {
  const pools = serverNamed(name, fail);
  return { isDown: false, isLagging: false, busy: 0, ...state, run: (read) => read(pools) };
}

describe('chooseReplica', () => {
  const named = (name: string, state: Partial<ReplicaState>) => ({ name, isDown: false, isLagging: false, busy: 0, ...state });

  it('takes the least busy replica, the first from `start` among equals', () => {
    const replicas = [named('a', { busy: 2 }), named('b', { busy: 1 }), named('c', { busy: 1 })];
    expect([0, 1, 2].map((start) => chooseReplica(replicas, start, false)?.name)).toEqual(['b', 'b', 'c']);
  });

  it('skips replicas that are down, and lagging ones unless lag is tolerated', () => {
    const replicas = [named('down', { isDown: true }), named('lagging', { isLagging: true }), named('busy', { busy: 9 })];
    expect(chooseReplica(replicas, 0, false)?.name).toBe('busy');
    expect(chooseReplica(replicas, 0, true)?.name).toBe('lagging');
    expect(chooseReplica([named('down', { isDown: true })], 0, true)).toBeUndefined();
  });
});

describe('ReplicaReads', () => {
  const primary = serverNamed('primary');
  /** A read as a request that may read a replica makes it (read-your-writes.ts marks each request). */
  const read = (reads: ReplicaReads) => runWithPrimaryReads(false, () => reads.query<{ server: string }[]>('SELECT 1').then((rows) => rows[0]?.server));

  it('spreads idle reads over the replicas in turn, and reads the primary where the request must', async () => {
    const reads = new ReplicaReads([replica('r1'), replica('r2')], primary, 'none');
    expect([await read(reads), await read(reads), await read(reads)]).toEqual(['r1', 'r2', 'r1']);
    expect(await runWithPrimaryReads(true, () => reads.query<{ server: string }[]>('SELECT 1'))).toEqual([{ server: 'primary' }]);
    expect(await runWithPrimaryReads(false, () => reads.queryNamed<{ server: string }>('probe', 'SELECT 1', [], 'search'))).toEqual([{ server: 'r2' }]);
  });

  it('reads the primary outside any request (scheduled jobs, the CLIs)', async () => {
    const reads = new ReplicaReads([replica('r1')], primary, 'none');
    expect(await reads.query<{ server: string }[]>('SELECT 1')).toEqual([{ server: 'primary' }]);
  });

  it('answers DatabaseUnavailableError with every replica down, unless the fallback is the primary', async () => {
    const down = [replica('r1', { isDown: true }), replica('r2', { isDown: true })];
    await expect(read(new ReplicaReads(down, primary, 'none'))).rejects.toBeInstanceOf(DatabaseUnavailableError);
    expect(await read(new ReplicaReads(down, primary, 'primary'))).toBe('primary');
  });

  it('reads a lagging replica rather than fail, but the primary when it may stand in', async () => {
    const lagging = [replica('r1', { isLagging: true })];
    expect(await read(new ReplicaReads(lagging, primary, 'none'))).toBe('r1');
    expect(await read(new ReplicaReads(lagging, primary, 'primary'))).toBe('primary');
    expect(await read(new ReplicaReads([replica('r1', { isLagging: true }), replica('r2')], primary, 'none'))).toBe('r2');
  });

  it('reads the primary again when the replica fails under a read with fallback primary; other failures stay', async () => {
    expect(await read(new ReplicaReads([replica('r1', {}, refused)], primary, 'primary'))).toBe('primary');
    await expect(read(new ReplicaReads([replica('r1', {}, refused)], primary, 'none'))).rejects.toThrow('ECONNREFUSED');
    const syntax = () => Object.assign(new Error('syntax error'), { code: '42601' });
    await expect(read(new ReplicaReads([replica('r1', {}, syntax)], primary, 'primary'))).rejects.toThrow('syntax error');
  });
});
