/** Map constants of spec section 9. */
export const MAP_MAX_ZOOM = 18;
export const MAP_SINGLE_MARKER_ZOOM = 14;
export const MAP_FIT_PADDING = 60;
/** Zoom of a map without markers, around the search point or the default town. */
export const MAP_EMPTY_ZOOM = 10;
