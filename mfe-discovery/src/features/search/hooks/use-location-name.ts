import type { AddressEntry } from '@events/domain/search-location';
import { locationLabel } from '@events/domain/search-location';
import { useAppIntl } from '@events/ui/i18n/app-intl';
import { commonMessages } from '../../../i18n/common-messages';
import type { SearchLocation } from '../../../utils/search-state';

/**
 * How a search's place reads in the reader's language: a default town's or an address-book entry's own name, or
 * "Current Location" / "Saved address" (an entry no longer in the book) in the reader's words.
 */
export function useLocationName(location: SearchLocation | null, addresses: readonly AddressEntry[] = []): string {
  const intl = useAppIntl();
  if (location?.source === 'current') return intl.formatMessage(commonMessages.currentLocation);
  if (location?.source === 'address' && !addresses.some((entry) => entry.id === location.id)) return intl.formatMessage(commonMessages.savedAddress);
  return locationLabel(location, addresses);
}
