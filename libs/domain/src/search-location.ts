import { DEFAULT_LOCATIONS } from '@events/contracts/default-locations';

/**
 * Where a search is centred (spec section 4, "Location choice"). `source` says how it was chosen: a default town
 * (its id), the browser's current position, or an address-book entry (its id). The coordinates are always set.
 * Shared by the discovery listings and the account's saved lists.
 */
export type SearchLocation =
  | { source: 'default'; id: string; lat: number; lon: number }
  | { source: 'current'; lat: number; lon: number }
  | { source: 'address'; id: number; lat: number; lon: number };

/** Where the last chosen search location is kept in the browser (spec section 4, "Location choice"). */
export const LOCATION_STORAGE_KEY = 'events.searchLocation';

export const CURRENT_LOCATION_LABEL = 'Current Location';

/** An address-book entry as the user context gives it. */
export type AddressEntry = { id: number; name: string; lat: number; lon: number };

/** The two methods of the browser's localStorage this module uses (no DOM types here). */
type StorageLike = { getItem(key: string): string | null; setItem(key: string, value: string): void };

function browserStorage(): StorageLike | null {
  try {
    // Through globalThis: this module also runs in Node (no DOM types here), where there is no storage.
    return (globalThis as { localStorage?: StorageLike }).localStorage ?? null;
  } catch {
    return null; // storage disabled
  }
}

/** The first default town, Pittsfield, MA (spec section 9). */
export function defaultSearchLocation(): SearchLocation {
  const town = DEFAULT_LOCATIONS[0];
  return { source: 'default', id: town.id, lat: town.lat, lon: town.lon };
}

export function defaultTown(id: string) {
  return DEFAULT_LOCATIONS.find((town) => town.id === id) ?? null;
}

function isNumber(value: unknown, min: number, max: number): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value >= min && value <= max;
}

/** Checks a stored value's shape: storage is outside the app's control. */
export function toSearchLocation(value: unknown): SearchLocation | null {
  if (typeof value !== 'object' || value === null) return null;
  const v = value as Record<string, unknown>;
  if (!isNumber(v.lat, -90, 90) || !isNumber(v.lon, -180, 180)) return null;
  if (v.source === 'default' && typeof v.id === 'string') {
    const town = defaultTown(v.id);
    return town ? { source: 'default', id: town.id, lat: town.lat, lon: town.lon } : null;
  }
  if (v.source === 'address' && isNumber(v.id, 1, Number.MAX_SAFE_INTEGER)) return { source: 'address', id: v.id, lat: v.lat, lon: v.lon };
  if (v.source === 'current') return { source: 'current', lat: v.lat, lon: v.lon };
  return null;
}

export function readStoredLocation(storage: StorageLike | null = browserStorage()): SearchLocation | null {
  try {
    const raw = storage?.getItem(LOCATION_STORAGE_KEY);
    return raw ? toSearchLocation(JSON.parse(raw)) : null;
  } catch {
    return null;
  }
}

export function writeStoredLocation(location: SearchLocation, storage: StorageLike | null = browserStorage()): void {
  try {
    storage?.setItem(LOCATION_STORAGE_KEY, JSON.stringify(location));
  } catch {
    // A full or disabled storage only loses the remembered choice.
  }
}

/** The location a search starts from: the last choice kept in the browser, else Pittsfield, MA. */
export function initialSearchLocation(storage: StorageLike | null = browserStorage()): SearchLocation {
  return readStoredLocation(storage) ?? defaultSearchLocation();
}

/** How a location reads: the town's name, the address-book entry's name, or "Current Location". */
export function locationLabel(location: SearchLocation | null, addresses: readonly AddressEntry[] = []): string {
  if (!location) return defaultTown(DEFAULT_LOCATIONS[0].id)?.name ?? '';
  switch (location.source) {
    case 'default':
      return defaultTown(location.id)?.name ?? `${location.lat.toFixed(3)}, ${location.lon.toFixed(3)}`;
    case 'address':
      return addresses.find((a) => a.id === location.id)?.name ?? 'Saved address';
    case 'current':
      return CURRENT_LOCATION_LABEL;
  }
}

/** The value of a location in the picker's <select>: `default:<id>`, `address:<id>` or `current`. */
export function locationKey(location: SearchLocation | null): string {
  if (!location) return '';
  if (location.source === 'current') return 'current';
  return `${location.source}:${location.id}`;
}
