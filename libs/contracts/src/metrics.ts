import { z } from 'zod';

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

/** A widget id as it appears in /widget/{id}/ and `?widget=`. */
export const widgetIdSchema = z.string().regex(/^[\w-]{1,64}$/, 'Enter a valid widget id.');

const INTEGER = 'A valid integer is required.';

export const impressionItemSchema = z.object({
  kind: z.enum(IMPRESSION_KINDS, { error: (issue) => `Select a valid choice. ${String(issue.input)} is not one of the available choices.` }),
  id: z.number({ error: INTEGER }).int(INTEGER).min(1, INTEGER).max(2147483647, INTEGER),
  /** Set when the card or page was seen inside an embedded widget. */
  widgetId: widgetIdSchema.optional(),
});
export type ImpressionItem = z.infer<typeof impressionItemSchema>;

/** Body of POST /events/api/v1/metrics/impressions/ (answered 204). */
export const impressionBatchSchema = z.object({
  items: z
    .array(impressionItemSchema, { error: 'Expected a list of items.' })
    .min(1, 'Ensure this field has at least 1 elements.')
    .max(IMPRESSION_BATCH_MAX, `Ensure this field has no more than ${IMPRESSION_BATCH_MAX} elements.`),
});
export type ImpressionBatch = z.infer<typeof impressionBatchSchema>;
