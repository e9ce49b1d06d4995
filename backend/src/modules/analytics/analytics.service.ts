import { Injectable } from '@nestjs/common';
import {
  ANALYTICS_SESSION_GAP_MINUTES,
  analyticsToday,
  type AnalyticsRangeQuery,
  type Beacon,
  type CustomEvents,
  type SiteStats,
  type VenueView,
} from '@events/contracts/analytics';
import { isbot } from 'isbot';
import type { AuthUser } from '../../common/auth/auth-state.js';
import { Clock } from '../../common/clock/clock.js';
import type { JobLockResult } from '../../database/database.service.js';
import { rateLimitAddressOf } from '../../common/http/client-address.js';
import { MetricsService } from '../metrics/metrics.service.js';
import { ProducersService } from '../producers/producers.service.js';
import { rangeOf, toAnalyticsDays, toAnalyticsRow, toCustomEventCounts } from './analytics-figures.js';
import { AnalyticsHitBuffer } from './analytics-hit-buffer.js';
import { pageSubject } from './analytics-pages.js';
import { AnalyticsError } from './analytics.errors.js';
import { AnalyticsRepository, type RollupResult } from './analytics.repository.js';
import { PageViewsRateLimit } from './page-views-rate-limit.js';

/** What the beacon's request tells about its sender. */
export type BeaconSender = {
  readonly ip: string | undefined;
  readonly userAgent: string | undefined;
  /** Do Not Track or Global Privacy Control is on. */
  readonly optedOut: boolean;
};

@Injectable()
export class AnalyticsService {
  constructor(
    private readonly repository: AnalyticsRepository,
    private readonly hits: AnalyticsHitBuffer,
    private readonly pageViewsAllowance: PageViewsRateLimit,
    private readonly metrics: MetricsService,
    private readonly producers: ProducersService,
    private readonly clock: Clock,
  ) {}

  /**
   * Buffers a beacon's page views for storing (none from bots or from browsers asking not to be tracked; each page
   * view id once) within the address's page views allowance, and counts its impressions by the impressions endpoint's
   * rules. Views over the allowance are counted as dropped and the beacon answers 429. `now` is the product's clock,
   * never the browser's.
   */
  async recordBeacon(beacon: Beacon, sender: BeaconSender, now: Date = this.clock.now()): Promise<void> {
    const userAgent = sender.userAgent ?? '';
    if (isbot(userAgent)) return;
    // Views first: impressions over the client's rate limit refuse the beacon (429), and must not take its views along.
    if (!sender.optedOut && beacon.views.length > 0) {
      const day = analyticsToday(now);
      try {
        await this.pageViewsAllowance.take(sender.ip, beacon.views.length);
      } catch (refusal) {
        this.hits.drop(day, 'throttled', beacon.views.length);
        throw refusal;
      }
      const visitorKey = `${rateLimitAddressOf(sender.ip)}\n${userAgent}`;
      this.hits.add(beacon.views.map((view) => ({ day, visitorKey, pageView: view.page_view, path: view.path, ...pageSubject(view.path), seenAt: now })));
    }
    if (beacon.impressions) await this.metrics.recordImpressions(beacon.impressions, sender.ip);
  }

  /**
   * Writes this instance's buffered page views, then rolls the stored page views up into the daily aggregates,
   * pruning the days that are over; {ran: false} where another run (the job engine's or analytics:rollup) holds the job lock.
   */
  async rollUp(now: Date = this.clock.now()): Promise<JobLockResult<RollupResult>> {
    await this.hits.flush();
    return this.repository.rollUp(analyticsToday(now), ANALYTICS_SESSION_GAP_MINUTES);
  }

  async siteStats(query: AnalyticsRangeQuery): Promise<SiteStats> {
    const range = rangeOf(query, analyticsToday(this.clock.now()));
    const days = await this.repository.siteDays(range.start, range.end);
    return { startDate: range.start, endDate: range.end, rows: [toAnalyticsRow(days)], byDay: toAnalyticsDays(days) };
  }

  async customEvents(query: AnalyticsRangeQuery): Promise<CustomEvents> {
    const range = rangeOf(query, analyticsToday(this.clock.now()));
    return { startDate: range.start, endDate: range.end, data: toCustomEventCounts(await this.repository.siteImpressions(range.start, range.end)) };
  }

  /** Page views of each venue over the last seven days, today included (as of the last rollup), and those days. */
  async venuesViewsThisWeek(venueIds: readonly number[]): Promise<{ week: { start: string; end: string }; views: Map<number, number> }> {
    const week = rangeOf({}, analyticsToday(this.clock.now()));
    const views = venueIds.length === 0 ? new Map<number, number>() : await this.repository.venuesViews(venueIds, week.start, week.end);
    return { week, views };
  }

  /** The combined venue view; staff read any venue, a producer only one they manage (404 otherwise). */
  async venueView(user: AuthUser, venueId: number, query: AnalyticsRangeQuery): Promise<VenueView> {
    const venue = await this.repository.findVenue(venueId);
    const allowed = venue !== null && (user.isStaff || (await this.producers.canManageVenue(user, venueId)));
    if (!venue || !allowed) throw new AnalyticsError('venue_not_found');
    const range = rangeOf(query, analyticsToday(this.clock.now()));
    const [venueAllTime, events, days, impressions] = await Promise.all([
      this.repository.venueAllTime(venueId),
      this.repository.venueEventsAllTime(venueId),
      this.repository.venueDays(venueId, range.start, range.end),
      this.repository.venueImpressions(venueId, range.start, range.end),
    ]);
    return {
      venue,
      summary: {
        poiCardImpressions: venueAllTime.card,
        poiDetailImpressions: venueAllTime.detail,
        eventCardImpressions: events.reduce((sum, e) => sum + e.card, 0),
        eventDetailImpressions: events.reduce((sum, e) => sum + e.detail, 0),
      },
      byEvent: events,
      analytics: { startDate: range.start, endDate: range.end, rows: [toAnalyticsRow(days)], byDay: toAnalyticsDays(days) },
      customEvents: { startDate: range.start, endDate: range.end, data: toCustomEventCounts(impressions) },
    };
  }
}
