import { describe, expect, it } from '@jest/globals';
import type { VenueSubscription } from '@events/contracts/billing';
import { nextStepOf } from './producer-next-step.js';

const ACTIVE: VenueSubscription = { status: 'active', plan: 'demo', planName: 'Demo', activeEventsAllowed: 10, publishing: true };
const LAPSED: VenueSubscription = { ...ACTIVE, status: 'canceled', publishing: false };

describe('nextStepOf', () => {
  it('asks a limited producer whose plan no longer publishes, or who has none, to renew first', () => {
    expect(nextStepOf({ quota: { used: 0, allowed: 0, canAdd: false }, subscription: LAPSED, upcomingEvents: 0 })).toBe('renew');
    expect(nextStepOf({ quota: { used: 3, allowed: 0, canAdd: false }, subscription: null, upcomingEvents: 3 })).toBe('renew');
  });

  it('asks for an upgrade at the quota, even past it', () => {
    expect(nextStepOf({ quota: { used: 10, allowed: 10, canAdd: false }, subscription: ACTIVE, upcomingEvents: 10 })).toBe('upgrade');
    expect(nextStepOf({ quota: { used: 11, allowed: 10, canAdd: false }, subscription: ACTIVE, upcomingEvents: 11 })).toBe('upgrade');
  });

  it('offers the first event to a venue with none to come, and another one otherwise', () => {
    expect(nextStepOf({ quota: { used: 0, allowed: 10, canAdd: true }, subscription: ACTIVE, upcomingEvents: 0 })).toBe('add-first-event');
    expect(nextStepOf({ quota: { used: 4, allowed: 10, canAdd: true }, subscription: ACTIVE, upcomingEvents: 4 })).toBe('add-event');
  });

  it('never stops a producer without a limit (quota null), whatever the subscription', () => {
    expect(nextStepOf({ quota: null, subscription: null, upcomingEvents: 0 })).toBe('add-first-event');
    expect(nextStepOf({ quota: null, subscription: LAPSED, upcomingEvents: 12 })).toBe('add-event');
  });
});
