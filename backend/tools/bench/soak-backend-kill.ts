import { setTimeout as sleep } from 'node:timers/promises';
import { type Backend, startBackend } from './bench-databases.js';
import { type SoakKillOptions, runSoakLoadWithKill, type SoakRun } from './soak-load.js';

/** Issue 25: after a SIGKILL of the backend, healthy again within this many seconds of the kill ... */
export const BACKEND_RECOVERY_BUDGET_S = 10;

export type BackendKillPhase = {
  /** The backend serving once the phase ends: the restarted one (or the first one when the restart failed). */
  readonly backend: Backend;
  readonly run: SoakRun;
  readonly killedAt: number;
  /** When /health first answered 200 after the kill; 0 when it never did within the phase. */
  readonly healthyAt: number;
  /** The restart's failure, when it did not start. */
  readonly restartError?: string;
};

/** Polls /health until it answers 200; the time it did, or 0 after `timeoutMs`. */
async function waitForHealth(url: string, since: number, timeoutMs: number): Promise<number> {
  while (Date.now() - since < timeoutMs) {
    try {
      const res = await fetch(`${url}/health`, { signal: AbortSignal.timeout(1000) });
      await res.arrayBuffer();
      if (res.status === 200) return Date.now();
    } catch {
      // Not listening yet.
    }
    await sleep(50);
  }
  return 0;
}

/**
 * Phase 3 of the soak: the same load, with the backend process itself SIGKILLed at `killAt` seconds (an out-of-memory
 * kill, a closed terminal) and started again at once on the same port and data folder, as a process supervisor would.
 * Its embedded PostgreSQL is left orphaned by the kill: the new backend has to recognise and stop it (N7) before it
 * can start its own. Traffic keeps going throughout; what was acknowledged before the kill must still be there.
 */
export async function runBackendKillPhase(options: SoakKillOptions & { readonly backend: Backend; readonly env: NodeJS.ProcessEnv }): Promise<BackendKillPhase> {
  let killedAt = 0;
  let restarted: Promise<Backend> | undefined;
  let healthy: Promise<number> = Promise.resolve(0);
  const run = await runSoakLoadWithKill(options, 3, () => {
    killedAt = Date.now();
    process.kill(options.backend.pid as number, 'SIGKILL');
    restarted = startBackend(undefined, { ...options.env, PORT: String(options.port) });
    healthy = waitForHealth(`http://127.0.0.1:${options.port}`, killedAt, (options.seconds - options.killAt) * 1000);
  });
  const healthyAt = await healthy;
  try {
    return { backend: await (restarted as Promise<Backend>), run, killedAt, healthyAt };
  } catch (error) {
    return { backend: options.backend, run, killedAt, healthyAt, restartError: error instanceof Error ? error.message : String(error) };
  }
}
