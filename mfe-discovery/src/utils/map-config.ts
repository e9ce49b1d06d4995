/** Map constants of spec section 9 (the maximum zoom, 18, is MAP_MAX_ZOOM of @events/ui/basemap). */
export const MAP_SINGLE_MARKER_ZOOM = 14;
export const MAP_FIT_PADDING = 60;
/** Zoom of a map without markers, around the search point or the default town. */
export const MAP_EMPTY_ZOOM = 10;
