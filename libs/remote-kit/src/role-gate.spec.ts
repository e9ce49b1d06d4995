import type { RoleFlags } from '@events/contracts/roles';
import { roleGate } from './role-gate';

const flags = (overrides: Partial<RoleFlags> = {}): RoleFlags => ({
  isProducer: false,
  isEditor: false,
  isZeditor: false,
  isStaff: false,
  isSuperuser: false,
  ...overrides,
});

describe('roleGate', () => {
  it('waits while the session loads and offers a retry when it could not be read', () => {
    expect(roleGate('loading', null, ['user'])).toBe('loading');
    expect(roleGate('unavailable', null, ['user'])).toBe('unavailable');
  });

  it('asks an anonymous visitor to sign in', () => {
    expect(roleGate('anonymous', null, ['user'])).toBe('anonymous');
    expect(roleGate('anonymous', null, ['producer'])).toBe('anonymous');
  });

  it('lets any signed-in account through a `user` guard', () => {
    expect(roleGate('authenticated', flags(), ['user'])).toBe('allowed');
  });

  it('refuses a signed-in account without the role and lets one with it through', () => {
    expect(roleGate('authenticated', flags(), ['producer'])).toBe('forbidden');
    expect(roleGate('authenticated', flags({ isProducer: true }), ['producer'])).toBe('allowed');
    expect(roleGate('authenticated', flags({ isZeditor: true }), ['editor', 'zeditor'])).toBe('allowed');
  });

  it('lets a superuser through every guard', () => {
    expect(roleGate('authenticated', flags({ isSuperuser: true }), ['editor'])).toBe('allowed');
  });
});
