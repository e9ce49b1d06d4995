import { useSession } from '@events/api-client/use-session';
import type { DistanceUnit } from '@events/contracts/reference';
import type { AddressEntry } from '@events/domain/search-location';

const NO_ADDRESSES: readonly AddressEntry[] = [];

/** The signed-in user's distance units (user context distanceUnits), miles otherwise. */
export function useDistanceUnits(): DistanceUnit {
  return useSession((s) => s.user?.distanceUnits ?? 'mi');
}

/** The address book of the user context (spec: read as id, name, lat, lon); empty when anonymous. */
export function useAddressEntries(): readonly AddressEntry[] {
  return useSession((s) => s.user?.addresses ?? NO_ADDRESSES);
}
