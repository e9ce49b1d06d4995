import { useSession } from '@events/api-client/use-session';
import { requestCurrentPosition } from '@events/ui/use-current-position';
import { useEffect, useMemo, useState } from 'react';
import { useLocation, useNavigate } from '@events/router';
import { useHydrating } from '@events/ui/use-hydrating';
import { useInitialSearchLocation } from '../../../hooks/use-initial-search-location';
import { addressIs } from '../../../utils/address';
import { CURRENT_LOCATION_ID, LOCATION_PARAM, listingHref, parseSearchState, type ListingKind, type SearchState } from '../../../utils/search-state';

export type ListingSearch = {
  state: SearchState;
  href: string;
  /** True while the browser is asked for the position a link named as "current" without coordinates. */
  locating: boolean;
  /** The geolocation failure message when that position could not be had (the fallback location is used). */
  locationError: string | null;
};

/**
 * The search of a listing page, read from the address. Without a location in the address, the last chosen
 * one (local storage) or Pittsfield, MA is used, and written into the address (replacing the entry), so a
 * reload or a shared link gives the same results. A link that asks for the current location without
 * coordinates (a saved search made with "Current Location") asks the browser first.
 */
export function useListingSearch(kind: ListingKind): ListingSearch {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const parsed = useMemo(() => parseSearchState(search, kind), [search, kind]);
  const wantsCurrent = !parsed.location && new URLSearchParams(search).get(LOCATION_PARAM) === CURRENT_LOCATION_ID;
  const [locationError, setLocationError] = useState<string | null>(null);
  const initialLocation = useInitialSearchLocation();
  const hydrating = useHydrating();
  const state = useMemo(() => (parsed.location ? parsed : { ...parsed, location: initialLocation }), [parsed, initialLocation]);
  const href = listingHref(state, kind);

  useEffect(() => {
    // Not while hydrating: the place shown until then is the server's, not the visitor's own.
    if (parsed.location || hydrating) return undefined;
    // Only while the visitor is still on this listing: one who followed a link meanwhile keeps where they went.
    const replaceAddress = (to: string): void => {
      if (addressIs(pathname, search)) void navigate(to, { replace: true });
    };
    if (!wantsCurrent) {
      replaceAddress(href);
      return undefined;
    }
    let cancelled = false;
    requestCurrentPosition().then(
      (position) => {
        if (cancelled) return;
        setLocationError(null);
        replaceAddress(listingHref({ ...parsed, location: { source: 'current', ...position } }, kind));
      },
      (error: unknown) => {
        if (cancelled) return;
        setLocationError(error instanceof Error ? error.message : String(error));
        replaceAddress(href);
      },
    );
    return () => {
      cancelled = true;
    };
  }, [parsed, hydrating, wantsCurrent, href, kind, navigate, pathname, search]);
  return { state, href, locating: wantsCurrent, locationError };
}

/**
 * Who is asking, for the listing's cache key: signing in or out asks again. While the user context is still
 * loading the visitor counts as anonymous.
 */
export function useViewerKey(): { viewer: string; sessionLoading: boolean } {
  const viewer = useSession((s) => (s.user ? `user:${s.user.id}` : 'anonymous'));
  const sessionLoading = useSession((s) => s.status === 'loading');
  return { viewer, sessionLoading };
}
