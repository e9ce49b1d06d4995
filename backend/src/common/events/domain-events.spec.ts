import { domainEvent, DomainEvents } from './domain-events.js';

const SUBMITTED = domainEvent<{ venueId: number }>('venue_submitted');
const OTHER = domainEvent<{ venueId: number }>('other');

describe('DomainEvents', () => {
  it('runs the subscribers of an event in turn before publish resolves', async () => {
    const events = new DomainEvents();
    const heard: string[] = [];
    events.subscribe(SUBMITTED, async ({ venueId }) => void heard.push(`first ${venueId}`));
    events.subscribe(SUBMITTED, async ({ venueId }) => void heard.push(`second ${venueId}`));
    events.subscribe(OTHER, async () => void heard.push('other'));
    await events.publish(SUBMITTED, { venueId: 7 });
    expect(heard).toEqual(['first 7', 'second 7']);
  });

  it('never fails the raiser when a subscriber throws', async () => {
    const events = new DomainEvents();
    const heard: number[] = [];
    events.subscribe(SUBMITTED, async () => {
      throw new Error('mail down');
    });
    events.subscribe(SUBMITTED, async ({ venueId }) => void heard.push(venueId));
    await expect(events.publish(SUBMITTED, { venueId: 3 })).resolves.toBeUndefined();
    expect(heard).toEqual([3]);
  });
});
