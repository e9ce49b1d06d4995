import { Injectable } from '@nestjs/common';
import { analyticsToday, type AnalyticsRangeQuery } from '@events/contracts/analytics';
import { paginationFor } from '@events/contracts/lists';
import {
  POI_QA_DUPLICATE_METRES,
  POI_QA_UPCOMING_DAYS,
  type EditorReport,
  type PoiQaList,
  type PoiQaReason,
  type UserReport,
} from '@events/contracts/reports';
import { Clock } from '../../common/clock/clock.js';
import { rangeOf } from '../analytics/analytics-figures.js';
import { poiQaReasons } from './poi-qa-checks.js';
import { ReportsRepository } from './reports.repository.js';

/** The venue form's edit address (mfe-producer). */
const venueEditUrl = (id: number) => `/manage/venues/edit/${id}/`;

@Injectable()
export class ReportsService {
  constructor(
    private readonly repository: ReportsRepository,
    private readonly clock: Clock,
  ) {}

  async userReport(query: AnalyticsRangeQuery): Promise<UserReport> {
    const { start, end } = rangeOf(query, analyticsToday(this.clock.now()));
    const [byDay, byWeek, byMethod, roles, subscriptions] = await Promise.all([
      this.repository.signupsByDay(start, end),
      this.repository.signupsByWeek(start, end),
      this.repository.signupsByMethod(start, end),
      this.repository.accountsByRole(),
      this.repository.subscriptions(),
    ]);
    return {
      startDate: start,
      endDate: end,
      signupsByDay: byDay,
      signupsByWeek: byWeek,
      signupsByMethod: byMethod,
      accountsByRole: Object.entries(roles).map(([key, count]) => ({ key, count })),
      subscriptions,
    };
  }

  async editorReport(query: AnalyticsRangeQuery): Promise<EditorReport> {
    const { start, end } = rangeOf(query, analyticsToday(this.clock.now()));
    const rows = await this.repository.editorActions(start, end);
    return {
      startDate: start,
      endDate: end,
      rows: rows.map((r) => ({
        userId: r.user_id,
        username: r.username,
        claimsStarted: r.claims_started,
        claimsAccepted: r.claims_accepted,
        claimsRejected: r.claims_rejected,
        venuesPublished: r.venues_published,
        venuesMerged: r.venues_merged,
        venuesRejected: r.venues_rejected,
        venuesCreated: r.venues_created,
        venuesEdited: r.venues_edited,
        eventsCreated: r.events_created,
        eventsEdited: r.events_edited,
        medianDecisionSeconds: r.median_seconds === null ? null : Math.round(Number(r.median_seconds)),
      })),
    };
  }

  /** Venues with at least one problem (or the given one), by name, one page of them. */
  async poiQa(query: { page: number; page_size: number; reason?: PoiQaReason | undefined }): Promise<PoiQaList> {
    const venues = await this.repository.poiQaVenues(POI_QA_UPCOMING_DAYS, POI_QA_DUPLICATE_METRES, this.clock.now());
    const flagged = venues
      .map((venue) => ({ venue, reasons: poiQaReasons(venue) }))
      .filter(({ reasons }) => (query.reason ? reasons.some((r) => r.code === query.reason) : reasons.length > 0));
    const from = (query.page - 1) * query.page_size;
    return {
      results: flagged.slice(from, from + query.page_size).map(({ venue, reasons }) => ({
        id: venue.id,
        name: venue.name,
        city: venue.city,
        state: venue.state,
        reasons,
        editUrl: venueEditUrl(venue.id),
      })),
      pagination: paginationFor(query, flagged.length),
    };
  }
}
