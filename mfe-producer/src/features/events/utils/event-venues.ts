import type { ProducerQuota } from '@events/contracts/auth';
import type { RoleFlags } from '@events/contracts/roles';

export type VenueOption = { id: number; name: string };

/**
 * The venues the chooser offers: those the user manages (their quotas), the event's own and one an editor found
 * by searching, by name.
 */
export function venueOptions(quotas: readonly ProducerQuota[], extra: readonly (VenueOption | null)[]): VenueOption[] {
  const byId = new Map<number, VenueOption>(quotas.map((q) => [q.poi.id, { id: q.poi.id, name: q.poi.name }]));
  for (const venue of extra) if (venue && !byId.has(venue.id)) byId.set(venue.id, { id: venue.id, name: venue.name });
  return [...byId.values()].sort((a, b) => a.name.localeCompare(b.name));
}

/**
 * The quota that blocks publishing at the chosen venue (spec section 5), or null: staff, zeditors and
 * superusers are never blocked, and an event that already sits at the venue keeps its place there.
 */
export function blockingQuota(
  user: Pick<RoleFlags, 'isStaff' | 'isZeditor' | 'isSuperuser'> | null,
  quotas: readonly ProducerQuota[],
  venueId: number | null,
  savedVenueId: number | null,
): ProducerQuota | null {
  if (venueId === null || venueId === savedVenueId) return null;
  if (user && (user.isStaff || user.isZeditor || user.isSuperuser)) return null;
  const quota = quotas.find((q) => q.poi.id === venueId);
  return quota?.quota && !quota.quota.canAdd ? quota : null;
}
