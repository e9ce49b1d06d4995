import { defineConfigSlice } from '../../config/config-slice.js';
import { rateLimitVariables } from '../../config/config-values.js';

export type MetricsConfig = {
  /**
   * Impressions (items) one client address may send per window. A browser reports a card only after 1 s at 50 %
   * visibility and once per page view; paging through 20-card listings as fast as they render stays far below 600
   * a minute, so 1200 leaves room for a household or office behind one address, while a script is held to 20 a
   * second instead of thousands.
   */
  readonly impressionsRateLimit: number;
  readonly impressionsRateWindowSeconds: number;
  /** Page views (beacon items) one client address may send per window: a person browsing makes a few a minute. */
  readonly pageViewsRateLimit: number;
  readonly pageViewsRateWindowSeconds: number;
};

export const metricsConfig = defineConfigSlice({
  variables: {
    ...rateLimitVariables('IMPRESSIONS', {
      limit: '1200',
      description: 'Impressions (batch items) per window and client address (IPv6: per /64) on the impressions endpoint (429 beyond).',
      windowSeconds: '60',
    }),
    ...rateLimitVariables('PAGE_VIEWS', {
      limit: '1200',
      description: 'Page views (beacon items) per window and client address (IPv6: per /64) on the analytics beacon (429 beyond, the views dropped and counted).',
      windowSeconds: '60',
    }),
  },
  read: (values): { readonly metrics: MetricsConfig } => ({
    metrics: {
      impressionsRateLimit: values.IMPRESSIONS_RATE_LIMIT,
      impressionsRateWindowSeconds: values.IMPRESSIONS_RATE_WINDOW_SECONDS,
      pageViewsRateLimit: values.PAGE_VIEWS_RATE_LIMIT,
      pageViewsRateWindowSeconds: values.PAGE_VIEWS_RATE_WINDOW_SECONDS,
    },
  }),
});
