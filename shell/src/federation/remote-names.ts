import { REMOTE_NAMES, type RemoteName } from '@events/contracts/remotes';

/** True for a remote the shell can host (page boot data names remotes as text). */
export function isRemoteName(name: string): name is RemoteName {
  return (REMOTE_NAMES as readonly string[]).includes(name);
}
