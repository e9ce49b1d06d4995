import type { RoleFlags } from '@events/contracts/roles';
import { managesVenue } from './venue-management.js';

const quota = (id: number) => ({ poi: { id, name: `Venue ${id}` }, quota: null, isBillingContact: true, portalLink: null });
const user = (flags: Partial<Pick<RoleFlags, 'isProducer' | 'isZeditor' | 'isSuperuser'>>, venues: number[] = []) => ({
  isProducer: false,
  isZeditor: false,
  isSuperuser: false,
  producerQuotas: venues.map(quota),
  ...flags,
});

describe('managesVenue', () => {
  it('lets a producer manage the venues of their quotas only', () => {
    const producer = user({ isProducer: true }, [7, 9]);
    expect(managesVenue(producer, 7)).toBe(true);
    expect(managesVenue(producer, 8)).toBe(false);
    expect(managesVenue(producer, null)).toBe(false);
  });

  it('does not count a managed venue without the producer role (as the backend does not)', () => {
    expect(managesVenue(user({}, [7]), 7)).toBe(false);
  });

  it('lets zeditors and superusers manage any venue and events without one', () => {
    for (const flags of [{ isZeditor: true }, { isSuperuser: true }]) {
      expect(managesVenue(user(flags), 3)).toBe(true);
      expect(managesVenue(user(flags), null)).toBe(true);
    }
  });

  it('lets an anonymous visitor manage nothing', () => {
    expect(managesVenue(null, 3)).toBe(false);
    expect(managesVenue(undefined, 3)).toBe(false);
  });
});
