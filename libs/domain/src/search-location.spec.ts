import { defaultSearchLocation, initialSearchLocation, locationLabel, LOCATION_STORAGE_KEY, readStoredLocation, writeStoredLocation } from './search-location.js';

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return { getItem: (key: string) => data.get(key) ?? null, setItem: (key: string, value: string) => void data.set(key, value) };
}

describe('search location', () => {
  it('defaults to Pittsfield, MA', () => {
    expect(defaultSearchLocation()).toEqual({ source: 'default', id: 'pittsfield-ma', lat: 42.4501, lon: -73.2454 });
    expect(initialSearchLocation(memoryStorage())).toEqual(defaultSearchLocation());
  });

  it('keeps the last choice in storage', () => {
    const storage = memoryStorage();
    writeStoredLocation({ source: 'current', lat: 42.1, lon: -73.3 }, storage);
    expect(readStoredLocation(storage)).toEqual({ source: 'current', lat: 42.1, lon: -73.3 });
  });

  it('ignores stored values of the wrong shape', () => {
    expect(readStoredLocation(memoryStorage({ [LOCATION_STORAGE_KEY]: '{"source":"default","id":"atlantis","lat":1,"lon":2}' }))).toBeNull();
    expect(readStoredLocation(memoryStorage({ [LOCATION_STORAGE_KEY]: 'not json' }))).toBeNull();
  });

  it('names towns, address-book entries and the current location', () => {
    expect(locationLabel({ source: 'default', id: 'lenox-ma', lat: 0, lon: 0 })).toBe('Lenox, MA');
    expect(locationLabel({ source: 'address', id: 3, lat: 0, lon: 0 }, [{ id: 3, name: 'Home', lat: 0, lon: 0 }])).toBe('Home');
    expect(locationLabel({ source: 'current', lat: 0, lon: 0 })).toBe('Current Location');
  });
});
