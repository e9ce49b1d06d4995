import type { UserContext } from '@events/contracts/auth';
import type { RoleFlags } from '@events/contracts/roles';

type Manager = Pick<RoleFlags, 'isProducer' | 'isZeditor' | 'isSuperuser'> & Pick<UserContext, 'producerQuotas'>;

/**
 * Whether the signed-in user may open the forms of a venue, and of the events at it: the backend's rule (a
 * producer the venues they manage, which are the venues of their quotas; zeditors and superusers any). An event
 * without a venue only the latter. Pages use it to offer "Edit" where the user stands.
 */
export function managesVenue(user: Manager | null | undefined, venueId: number | null | undefined): boolean {
  if (!user) return false;
  if (user.isZeditor || user.isSuperuser) return true;
  return user.isProducer && venueId != null && user.producerQuotas.some((quota) => quota.poi.id === venueId);
}
