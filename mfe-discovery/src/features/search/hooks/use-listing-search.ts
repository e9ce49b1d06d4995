import { useSession } from '@events/api-client/use-session';
import { useEffect, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { initialSearchLocation } from '@events/domain/search-location';
import { listingHref, parseSearchState, type ListingKind, type SearchState } from '../utils/search-state';

/**
 * The search of a listing page, read from the address. Without a location in the address, the last chosen
 * one (local storage) or Pittsfield, MA is used, and written into the address (replacing the entry), so a
 * reload or a shared link gives the same results.
 */
export function useListingSearch(kind: ListingKind): { state: SearchState; href: string } {
  const { search } = useLocation();
  const navigate = useNavigate();
  const parsed = useMemo(() => parseSearchState(search, kind), [search, kind]);
  const state = useMemo(() => (parsed.location ? parsed : { ...parsed, location: initialSearchLocation() }), [parsed]);
  const href = listingHref(state, kind);

  useEffect(() => {
    if (parsed.location) return;
    void navigate(href, { replace: true });
  }, [parsed.location, href, navigate]);
  return { state, href };
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
