/**
 * Reads free US address text ("12 Main St, Pittsfield, MA 01201", "Pittsfield MA", "north adams,
 * massachusetts, USA") into the pieces the offline gazetteer can look up. Pure: no gazetteer knowledge
 * beyond what a state is, so it is easy to test.
 */

export type CityState = { readonly city: string; readonly state: string };

export type AddressParts = {
  /** Five-digit groups that may be ZIP codes, the last one first (a ZIP usually ends an address). */
  readonly zips: readonly string[];
  /** City + state-text readings, most specific first (state text still to be recognised). */
  readonly places: readonly CityState[];
  /** The whole text, lower case, single-spaced, for town-name matching. */
  readonly text: string;
};

const ZIP_ANYWHERE = /(?<![\d-])(\d{5})(?:-\d{4})?(?!\d)/g;
const TRAILING_ZIP = /\s*(?<![\d-])\d{5}(?:-\d{4})?$/;
const COUNTRY_NAMES = /^(?:u\.?\s?s\.?(?:\s?a\.?)?|united states(?: of america)?|america)$/i;

const squeeze = (text: string): string => text.replace(/\s+/g, ' ').trim();

/** Every way of splitting the end of a segment into "city words" + "state words" (state of 1-3 words). */
function splitCityState(segment: string): CityState[] {
  const words = segment.split(' ').filter((w) => w !== '');
  const out: CityState[] = [];
  for (let stateWords = 1; stateWords <= 3 && stateWords < words.length; stateWords++) {
    const state = words.slice(words.length - stateWords).join(' ');
    const cityWords = words.slice(0, words.length - stateWords);
    // Longest city first, so "North Adams" wins over "Adams" and "123 Main St Pittsfield" falls back to "Pittsfield".
    for (let start = 0; start < cityWords.length; start++) {
      out.push({ city: cityWords.slice(start).join(' '), state });
    }
  }
  return out;
}

export function addressParts(raw: string): AddressParts {
  const text = squeeze(raw);
  const zips = [...text.matchAll(ZIP_ANYWHERE)].map((m) => m[1] as string).reverse();

  const segments = text
    .split(/[,;\n]/)
    .map((segment) => squeeze(segment.replace(TRAILING_ZIP, '')))
    .filter((segment) => segment !== '');
  while (segments.length > 0 && COUNTRY_NAMES.test(segments[segments.length - 1] as string)) segments.pop();

  const places: CityState[] = [];
  const last = segments[segments.length - 1];
  const beforeLast = segments[segments.length - 2];
  if (last !== undefined && beforeLast !== undefined) {
    // "…, City, ST" (state alone in its segment), then "…, City ST" inside the last segment.
    places.push({ city: beforeLast, state: last });
  }
  if (last !== undefined) places.push(...splitCityState(last));
  if (last !== undefined && beforeLast !== undefined) {
    // The street may precede the city in the same segment: "12 Main St Pittsfield, MA".
    const words = beforeLast.split(' ');
    for (let start = 1; start < words.length; start++) places.push({ city: words.slice(start).join(' '), state: last });
  }

  const seen = new Set<string>();
  const unique = places.filter((place) => {
    const key = `${place.city.toLowerCase()}|${place.state.toLowerCase()}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  return { zips, places: unique, text: text.toLowerCase() };
}
