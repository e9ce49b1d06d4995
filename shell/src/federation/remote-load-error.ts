import type { RemoteName } from '@events/contracts/frontend';

/**
 * - `not-registered`: the registry did not list the remote (the user lacks the role, or it is not deployed).
 * - `load-failed`: its manifest, entry or chunk could not be fetched or run.
 * - `invalid-module`: it loaded but `./routes` is not a component module.
 */
export type RemoteLoadErrorReason = 'not-registered' | 'load-failed' | 'invalid-module';

const MESSAGES: Record<RemoteLoadErrorReason, (remote: string) => string> = {
  'not-registered': (remote) => `The remote "${remote}" is not in the remote registry.`,
  'load-failed': (remote) => `The remote "${remote}" could not be loaded.`,
  'invalid-module': (remote) => `The remote "${remote}" does not expose a routes component.`,
};

export class RemoteLoadError extends Error {
  readonly remote: RemoteName | null;
  readonly reason: RemoteLoadErrorReason;

  constructor(remote: RemoteName | null, reason: RemoteLoadErrorReason, options?: { cause?: unknown }) {
    super(MESSAGES[reason](remote ?? 'unknown'), options);
    this.name = 'RemoteLoadError';
    this.remote = remote;
    this.reason = reason;
  }
}
