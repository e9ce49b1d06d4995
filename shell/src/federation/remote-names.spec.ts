import { describe, expect, it } from '@jest/globals';
import { REMOTE_NAMES, federationName } from '@events/contracts/frontend';
import { SHELL_REMOTE_NAMES, remoteFederationName } from './remote-names';

describe('remote names', () => {
  it('are the contract’s, with the same federation names', () => {
    expect([...SHELL_REMOTE_NAMES].sort()).toEqual([...REMOTE_NAMES].sort());
    for (const name of REMOTE_NAMES) expect(remoteFederationName(name)).toBe(federationName(name));
  });
});
