import { PAGE_SIZE, type DistanceUnit } from '@events/contracts/reference';
import type { SearchLocation } from '@events/domain/search-location';

/** The part of a saved list the address holds: the ordering (absent = the list's default) and the page. */
export type SavedListParams<O extends string> = { ordering: O; page: number };

type Ordering<O extends string> = { readonly value: O; readonly label: string };

/** Reads ?ordering=&page= of a saved list; anything unknown falls back to the first (default) ordering, page 1. */
export function parseSavedListParams<O extends string>(search: string, orderings: readonly Ordering<O>[]): SavedListParams<O> {
  const params = new URLSearchParams(search);
  const wanted = params.get('ordering');
  const ordering = orderings.find((o) => o.value === wanted)?.value ?? orderings[0]!.value;
  const rawPage = params.get('page') ?? '';
  const page = /^\d{1,6}$/.test(rawPage) && Number(rawPage) >= 1 ? Number(rawPage) : 1;
  return { ordering, page };
}

/** The list's address for some params; the default ordering and page 1 are left out. */
export function savedListHref<O extends string>(path: string, params: SavedListParams<O>, orderings: readonly Ordering<O>[]): string {
  const query = new URLSearchParams();
  if (params.ordering !== orderings[0]?.value) query.set('ordering', params.ordering);
  if (params.page > 1) query.set('page', String(params.page));
  const text = query.toString();
  return text === '' ? path : `${path}?${text}`;
}

/** The point distances are measured from (spec section 7: latitude, longitude, address_id). */
export type PointQuery = { latitude: number; longitude: number; address_id?: number };

/**
 * The point of a location choice: an address-book entry sends its id too; the current location needs its
 * coordinates. Null (no call is made) while there is no location or the current one has no coordinates yet.
 */
export function pointQueryOf(location: Partial<SearchLocation> | null): PointQuery | null {
  if (!location || typeof location.lat !== 'number' || typeof location.lon !== 'number') return null;
  if (!Number.isFinite(location.lat) || !Number.isFinite(location.lon)) return null;
  const point: PointQuery = { latitude: location.lat, longitude: location.lon };
  if (location.source === 'address' && typeof location.id === 'number') point.address_id = location.id;
  return point;
}

export type SavedListQuery<O extends string> = PointQuery & { ordering: O; page: number; page_size: number; units: DistanceUnit };

/** The saved events / venues call's query, or null when no call may be made yet. */
export function savedListQueryOf<O extends string>(
  params: SavedListParams<O>,
  location: Partial<SearchLocation> | null,
  units: DistanceUnit,
): SavedListQuery<O> | null {
  const point = pointQueryOf(location);
  return point && { ...point, ordering: params.ordering, page: params.page, page_size: PAGE_SIZE, units };
}
