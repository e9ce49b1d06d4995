import { defaultSearchLocation, initialSearchLocation } from '@events/domain/search-location';
import { useHydrating } from '@events/ui/use-hydrating';
import { useMemo } from 'react';
import type { SearchLocation } from '../utils/search-state';

/**
 * Where a search starts when the address names no place: the visitor's last choice (local storage) or Pittsfield,
 * MA. The server knows no visitor's storage and renders Pittsfield; so does hydration, then the stored one shows.
 */
export function useInitialSearchLocation(): SearchLocation {
  const hydrating = useHydrating();
  return useMemo(() => (hydrating ? defaultSearchLocation() : initialSearchLocation()), [hydrating]);
}
