/** What the shell's build gives the worker (rspack.config.ts, through the Workbox plugin's child compilation). */
declare const APP_WORKER_BUILD: {
  /** Patterns (regular expression sources) of the API paths whose answers stay readable offline (offline-reads.ts). */
  readonly readPatterns: readonly string[];
  /** Patterns of the API paths whose POSTs are queued when the network fails (offline-reads.ts). */
  readonly queuedWritePatterns: readonly string[];
  /** The remote registry's path: the remotes whose entry files the worker keeps at install. */
  readonly registryPath: string;
};
