import { createRequire } from 'node:module';
import type { ZipCodes, ZipCodeEntry } from 'zipcodes';
import { DEFAULT_LOCATIONS } from '@events/contracts/default-locations';
import type { GeocodeResult } from '@events/contracts/geo';
import { addressParts, type CityState } from './address-parts.js';
import type { GeocodeRequest, GeocodingProvider } from './geocoding-provider.js';

type Town = { readonly town: string; readonly state: string; readonly name: string; readonly lat: number; readonly lon: number };

/** The default locations split into town and state, longest town first ("North Adams" before "Adams"). */
const DEFAULT_TOWNS: readonly Town[] = DEFAULT_LOCATIONS.map((location) => {
  const [town = '', state = ''] = location.name.split(',').map((part) => part.trim());
  return { town, state, name: location.name, lat: location.lat, lon: location.lon };
}).sort((a, b) => b.town.length - a.town.length);

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const TOWN_PATTERNS = DEFAULT_TOWNS.map((town) => ({ town, pattern: new RegExp(`(^|[^a-z])${escapeRegExp(town.town.toLowerCase())}($|[^a-z])`) }));

type Gazetteer = {
  readonly zipcodes: ZipCodes;
  /** State codes that have US ZIP codes (the package's state table also holds Canadian provinces). */
  readonly usStateCodes: ReadonlySet<string>;
};

/**
 * The gazetteer, loaded on first use: its 5 MB table costs about 0.2 s of CPU to load, which every process loading
 * the geo module (workers, CLIs, test apps) would otherwise pay at start, though most never geocode. The production
 * entry loads it before it listens (warmUp), so the first address typed does not wait.
 */
let gazetteer: Gazetteer | undefined;
function loadedGazetteer(): Gazetteer {
  if (gazetteer === undefined) {
    const zipcodes = createRequire(import.meta.url)('zipcodes') as ZipCodes;
    const usStateCodes = new Set(
      Object.values(zipcodes.codes)
        .filter((entry) => entry.country === 'US')
        .map((entry) => entry.state),
    );
    gazetteer = { zipcodes, usStateCodes };
  }
  return gazetteer;
}

export function warmGazetteer(): void {
  loadedGazetteer();
}

/** Two-letter code of a US state (or DC / territory) written as a code or a full name; undefined otherwise. */
export function usStateCode(text: string): string | undefined {
  const upper = text.replace(/\./g, '').replace(/\s+/g, ' ').trim().toUpperCase();
  const { zipcodes, usStateCodes } = loadedGazetteer();
  const code = upper.length === 2 ? upper : zipcodes.states.full[upper];
  return code !== undefined && usStateCodes.has(code) ? code : undefined;
}

function fromZip(entry: ZipCodeEntry): GeocodeResult {
  return { latitude: entry.latitude, longitude: entry.longitude, displayName: `${entry.city}, ${entry.state} ${entry.zip}` };
}

function fromTown(town: Town): GeocodeResult {
  return { latitude: town.lat, longitude: town.lon, displayName: town.name };
}

/**
 * Geocodes US addresses with no network, from the `zipcodes` gazetteer (ZIP -> city, state, point):
 * a five-digit ZIP anywhere in the text wins; else city + state; else the name of one of the default towns.
 * Other countries are not known here (use the Nominatim provider for them).
 */
export class OfflineGeocoder implements GeocodingProvider {
  readonly name = 'offline';

  async geocode(request: GeocodeRequest): Promise<GeocodeResult | null> {
    return this.lookup(request);
  }

  lookup({ address, country }: GeocodeRequest): GeocodeResult | null {
    if (country !== 'US') return null;
    const parts = addressParts(address);

    for (const zip of parts.zips) {
      const entry = loadedGazetteer().zipcodes.lookup(zip);
      if (entry && entry.country === 'US') return fromZip(entry);
    }

    for (const place of parts.places) {
      const found = this.cityInState(place);
      if (found) return found;
    }

    // A default town named alone; not when the text names another state ("Pittsfield, Alaska").
    const namedStates = new Set(parts.places.map((place) => usStateCode(place.state)).filter((code) => code !== undefined));
    const town = TOWN_PATTERNS.find(({ town, pattern }) => (namedStates.size === 0 || namedStates.has(town.state)) && pattern.test(parts.text))?.town;
    return town ? fromTown(town) : null;
  }

  private cityInState(place: CityState): GeocodeResult | null {
    const state = usStateCode(place.state);
    if (state === undefined) return null;
    const city = place.city.replace(/\s+/g, ' ').trim();
    const town = DEFAULT_TOWNS.find((t) => t.state === state && t.town.toLowerCase() === city.toLowerCase());
    if (town) return fromTown(town);
    const entries = loadedGazetteer()
      .zipcodes.lookupByName(city, state)
      .filter((entry) => entry.country === 'US')
      .sort((a, b) => a.zip.localeCompare(b.zip));
    const first = entries[0];
    return first ? { latitude: first.latitude, longitude: first.longitude, displayName: `${first.city}, ${first.state}` } : null;
  }
}
