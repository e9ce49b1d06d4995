import { useDistanceUnits } from '@events/ui/use-search-preferences';
import { initialSearchLocation, type SearchLocation } from '@events/domain/search-location';
import { useCallback, useMemo, useState } from 'react';
import { useLocation, useNavigate } from '@events/router';
import { parseSavedListParams, savedListHref, savedListQueryOf, type SavedListParams } from '../../../utils/saved-list-params';

type Ordering<O extends string> = { readonly value: O; readonly label: string };

/**
 * The controls of a saved events or venues list: ordering and page in the address, the location choice (the
 * last one kept in the browser, else Pittsfield, MA) and the call's query built from them.
 */
export function useSavedListControls<O extends string>(path: string, orderings: readonly Ordering<O>[]) {
  const { search } = useLocation();
  const navigate = useNavigate();
  const units = useDistanceUnits();
  const params = useMemo(() => parseSavedListParams(search, orderings), [search, orderings]);
  const [location, setLocationState] = useState<SearchLocation>(() => initialSearchLocation());
  const query = useMemo(() => savedListQueryOf(params, location, units), [params, location, units]);
  const hrefFor = useCallback((changes: Partial<SavedListParams<O>>) => savedListHref(path, { ...params, ...changes }, orderings), [path, params, orderings]);
  const setLocation = useCallback(
    (next: SearchLocation) => {
      setLocationState(next);
      if (params.page > 1) void navigate(hrefFor({ page: 1 }));
    },
    [navigate, hrefFor, params.page],
  );
  return { params, location, setLocation, units, query, hrefFor };
}

export type SavedListControls<O extends string> = ReturnType<typeof useSavedListControls<O>>;
