import { describe, expect, it } from '@jest/globals';
import { invalidateRemotes, remotesGeneration, takeRegistryStale } from './remote-invalidation';

describe('remote invalidation', () => {
  it('marks the registry stale once per invalidation and moves the generation on', () => {
    expect(takeRegistryStale()).toBe(false);
    const before = remotesGeneration();
    invalidateRemotes();
    expect(remotesGeneration()).toBe(before + 1);
    expect(takeRegistryStale()).toBe(true);
    expect(takeRegistryStale()).toBe(false);
  });
});
