import type { ProducerNextStep } from '@events/contracts/producer-home';
import type { ManagedVenue } from '../producers/producers.service.js';

/**
 * What a managed venue needs next, most pressing first: a limited producer whose plan no longer publishes renews it,
 * one at the quota upgrades, a venue with no event to come gets its first one. A producer who is not limited
 * (staff, zeditors, superusers, a plan without a limit) is only ever asked to add events.
 */
export function nextStepOf(venue: Pick<ManagedVenue, 'quota' | 'subscription' | 'upcomingEvents'>): ProducerNextStep {
  if (venue.quota !== null && !venue.subscription?.publishing) return 'renew';
  if (venue.quota !== null && !venue.quota.canAdd) return 'upgrade';
  return venue.upcomingEvents === 0 ? 'add-first-event' : 'add-event';
}
