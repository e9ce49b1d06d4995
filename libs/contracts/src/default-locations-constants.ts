// Plain data, no zod: the listing's first route needs the towns without the schema library.
/** The 21 default search locations; the first (Pittsfield, MA) is the default when nothing was chosen. */
export const DEFAULT_LOCATIONS = [
  { id: 'pittsfield-ma', name: 'Pittsfield, MA', lat: 42.4501, lon: -73.2454 },
  { id: 'north-adams-ma', name: 'North Adams, MA', lat: 42.7009, lon: -73.1087 },
  { id: 'williamstown-ma', name: 'Williamstown, MA', lat: 42.712, lon: -73.2037 },
  { id: 'adams-ma', name: 'Adams, MA', lat: 42.6237, lon: -73.1176 },
  { id: 'dalton-ma', name: 'Dalton, MA', lat: 42.4737, lon: -73.1665 },
  { id: 'lenox-ma', name: 'Lenox, MA', lat: 42.3565, lon: -73.2848 },
  { id: 'lee-ma', name: 'Lee, MA', lat: 42.3043, lon: -73.2482 },
  { id: 'stockbridge-ma', name: 'Stockbridge, MA', lat: 42.2876, lon: -73.3204 },
  { id: 'great-barrington-ma', name: 'Great Barrington, MA', lat: 42.1959, lon: -73.3621 },
  { id: 'northampton-ma', name: 'Northampton, MA', lat: 42.3251, lon: -72.6412 },
  { id: 'amherst-ma', name: 'Amherst, MA', lat: 42.3732, lon: -72.5199 },
  { id: 'greenfield-ma', name: 'Greenfield, MA', lat: 42.5876, lon: -72.5995 },
  { id: 'springfield-ma', name: 'Springfield, MA', lat: 42.1015, lon: -72.5898 },
  { id: 'westfield-ma', name: 'Westfield, MA', lat: 42.1251, lon: -72.7495 },
  { id: 'bennington-vt', name: 'Bennington, VT', lat: 42.8781, lon: -73.1968 },
  { id: 'manchester-vt', name: 'Manchester, VT', lat: 43.1637, lon: -73.0723 },
  { id: 'brattleboro-vt', name: 'Brattleboro, VT', lat: 42.8509, lon: -72.5579 },
  { id: 'hudson-ny', name: 'Hudson, NY', lat: 42.2529, lon: -73.791 },
  { id: 'chatham-ny', name: 'Chatham, NY', lat: 42.3643, lon: -73.5951 },
  { id: 'albany-ny', name: 'Albany, NY', lat: 42.6526, lon: -73.7562 },
  { id: 'canaan-ct', name: 'Canaan, CT', lat: 42.0265, lon: -73.329 },
] as const;

export type DefaultLocationId = (typeof DEFAULT_LOCATIONS)[number]['id'];
