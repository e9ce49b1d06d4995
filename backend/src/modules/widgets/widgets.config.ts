import { defineConfigSlice } from '../../config/config-slice.js';
import { countSchema, rateLimitVariables, secondsSchema } from '../../config/config-values.js';

export type WidgetsConfig = {
  /**
   * Widget hits one client address may send per window (batch items and widget pages rendered). A visitor sees at
   * most a few dozen cards a minute in one widget; 600 a minute leaves room for an office behind one address while
   * a script flooding the counters is cut off. Pages over the limit still render; only their view is not counted
   * (each instance keeps its own count of page views, so rendering never waits for the database).
   */
  readonly hitsRateLimit: number;
  readonly hitsRateWindowSeconds: number;
  /**
   * Hits one widget is credited per embedding host and window, whatever addresses send them (page views and event
   * impressions alike; counted in PostgreSQL). 5,000 in ten minutes is some 250 visitors of one site each seeing a
   * page of cards; forged traffic cannot credit one host with more than this a window.
   */
  readonly hostHitsRateLimit: number;
  readonly hostHitsRateWindowSeconds: number;
  /** Raw hits are kept this long after their rollup (for a re-count after a fault), then pruned. */
  readonly hitsRetentionHours: number;
  /**
   * The rollup leaves out hits younger than this, so an insert still committing while it reads is counted by the
   * next run instead of being skipped.
   */
  readonly rollupSettleSeconds: number;
};

export const widgetsConfig = defineConfigSlice({
  variables: {
    ...rateLimitVariables('WIDGET_HITS', {
      limit: '600',
      description: 'Widget hits per window and client address (IPv6: per /64): the hits endpoint answers 429 beyond (counted in PostgreSQL); widget page views beyond it, counted per instance, are not stored.',
      windowSeconds: '60',
    }),
    ...rateLimitVariables('WIDGET_HOST_HITS', {
      limit: '5000',
      description: 'Widget hits (page views and event impressions) one widget is credited per window and embedding host, from any number of addresses (counted in PostgreSQL); hits beyond it are not stored.',
      windowSeconds: '600',
    }),
    WIDGET_HITS_RETENTION_HOURS: { schema: countSchema, default: '24', description: 'Hours raw widget hits are kept after their five-minute rollup.' },
    WIDGET_ROLLUP_SETTLE_SECONDS: { schema: secondsSchema, default: '5', description: 'The widget hits rollup leaves hits younger than this to its next run.' },
  },
  read: (values): { readonly widgets: WidgetsConfig } => ({
    widgets: {
      hitsRateLimit: values.WIDGET_HITS_RATE_LIMIT,
      hitsRateWindowSeconds: values.WIDGET_HITS_RATE_WINDOW_SECONDS,
      hostHitsRateLimit: values.WIDGET_HOST_HITS_RATE_LIMIT,
      hostHitsRateWindowSeconds: values.WIDGET_HOST_HITS_RATE_WINDOW_SECONDS,
      hitsRetentionHours: values.WIDGET_HITS_RETENTION_HOURS,
      rollupSettleSeconds: values.WIDGET_ROLLUP_SETTLE_SECONDS,
    },
  }),
});
