/**
 * The catalogue's generation, as a SQL expression of type text: one number that every committed write of the
 * catalogue tables moves (venues, events, their dates, occurrences, search rows and keywords, event types; migration
 * m1764611000000-widget-render-generation, whose table is named after its first reader). An answer read from those
 * tables alone stays the same while the generation does, apart from what the clock changes: the render caches key
 * on it (RenderCache), and so do the validators of public answers (common/http/conditional-get.ts).
 */
export const CATALOGUE_GENERATION_SQL = `(SELECT generation FROM widget_render_generation WHERE singleton)::text`;
