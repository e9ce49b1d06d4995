import tzLookup from '@photostructure/tz-lookup';

/**
 * The IANA time zone at a point, proposed by the venue form once the address is geocoded or the pin moved. The
 * lookup table ships with the package (no network), and stays on the server so browsers never load it.
 */
export function timeZoneAt(lat: number, lon: number): string {
  return tzLookup(lat, lon);
}
