// Plain constants, no zod: the cards' impression code runs on the listing's first route.
/**
 * Impressions of cards and detail pages (spec section 9: a card impression is reported after 1 s at 50 %
 * visibility). Browsers send them in batches to POST /events/api/v1/metrics/impressions/; the server adds
 * them to a daily rollup per kind, object and widget, which the statistics screens read (venue statistics:
 * Venue Card Views, Venue Detail Views, Event Card Views, Event Detail Views; calendar metrics: Event Impr.).
 */

export const IMPRESSIONS_PATH = '/events/api/v1/metrics/impressions/';

export const IMPRESSION_KINDS = ['event_card', 'event_detail', 'poi_card', 'poi_detail'] as const;
export type ImpressionKind = (typeof IMPRESSION_KINDS)[number];

/** The analytics names of the kinds (producer-and-account.md section 3, "Custom-events data"). */
export const IMPRESSION_KIND_LABELS: Readonly<Record<ImpressionKind, string>> = {
  event_card: 'Event Card Impression',
  event_detail: 'Event Detail Impression',
  poi_card: 'POI Card Impression',
  poi_detail: 'POI Detail Impression',
};

/** A card counts once it has been at least this visible ... */
export const IMPRESSION_VISIBLE_RATIO = 0.5;
/** ... for this long. */
export const IMPRESSION_VISIBLE_MS = 1000;
/** Browsers send what they collected at most this often (and when the page is hidden). */
export const IMPRESSION_FLUSH_MS = 5000;
/** Most items one batch may carry. */
export const IMPRESSION_BATCH_MAX = 100;
/**
 * A page view's id: a random UUID the browser draws for each page it shows (each route, query included). Every
 * batch names its page view, and the server counts a card or detail page once per page view however often it is
 * reported.
 */
export const IMPRESSION_PAGE_VIEW_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
