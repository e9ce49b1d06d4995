import { describe, expect, it } from '@jest/globals';
import { REMOTE_NAMES } from '@events/contracts/remotes';
import { isRemoteName } from './remote-names';

describe('isRemoteName', () => {
  it('accepts the remotes of the contract and nothing else', () => {
    for (const name of REMOTE_NAMES) expect(isRemoteName(name)).toBe(true);
    for (const name of ['mfe-widget', 'mfe_discovery', 'MFE-ACCOUNT', '', 'constructor', 'toString']) expect(isRemoteName(name)).toBe(false);
  });
});
