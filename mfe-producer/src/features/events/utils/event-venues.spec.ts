import type { ProducerQuota } from '@events/contracts/auth';
import { blockingQuota, venueOptions } from './event-venues';

const quota = (id: number, name: string, q: ProducerQuota['quota']): ProducerQuota => ({ poi: { id, name }, quota: q, isBillingContact: true, portalLink: null });
const full = quota(1, 'Mahaiwe', { used: 3, allowed: 3, canAdd: false });
const room = quota(2, 'Colonial', { used: 1, allowed: 3, canAdd: true });
const producer = { isStaff: false, isZeditor: false, isSuperuser: false };

describe('venue choice', () => {
  it('offers the managed venues and the event’s own, by name', () => {
    expect(venueOptions([full, room], [{ id: 9, name: 'Berkshire Museum' }, null]).map((v) => v.name)).toEqual(['Berkshire Museum', 'Colonial', 'Mahaiwe']);
    expect(venueOptions([full], [{ id: 1, name: 'Mahaiwe' }])).toHaveLength(1);
  });

  it('blocks a producer at a full venue, unless the event already sits there', () => {
    expect(blockingQuota(producer, [full, room], 1, null)).toBe(full);
    expect(blockingQuota(producer, [full, room], 2, null)).toBeNull();
    expect(blockingQuota(producer, [full, room], 1, 1)).toBeNull();
    expect(blockingQuota(producer, [full, room], 1, 2)).toBe(full);
    expect(blockingQuota(producer, [quota(3, 'Open', null)], 3, null)).toBeNull();
  });

  it('never blocks staff, zeditors or superusers', () => {
    expect(blockingQuota({ ...producer, isStaff: true }, [full], 1, null)).toBeNull();
    expect(blockingQuota({ ...producer, isZeditor: true }, [full], 1, null)).toBeNull();
    expect(blockingQuota({ ...producer, isSuperuser: true }, [full], 1, null)).toBeNull();
  });
});
