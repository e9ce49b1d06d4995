import { Injectable } from '@nestjs/common';
import { OPEN_CLAIM_STATUSES } from '@events/contracts/claims';
import type { ProducerHome } from '@events/contracts/producer-home';
import type { AuthUser } from '../../common/auth/auth-state.js';
import { AnalyticsService } from '../analytics/analytics.service.js';
import { ClaimsService } from '../claims/claims.service.js';
import { ProducersService } from '../producers/producers.service.js';
import { WidgetsService } from '../widgets/widgets.service.js';
import { nextStepOf } from './producer-next-step.js';

/** How many calendars the home lists (the rest are on My Calendars). */
export const HOME_CALENDARS = 5;

/**
 * The producer's home (/manage/): one read over the modules that own each part (producers for the venues and their
 * quota, analytics for the week's views, claims for those in review, widgets for the calendars), so the page is
 * one request.
 */
@Injectable()
export class ProducerHomeService {
  constructor(
    private readonly producers: ProducersService,
    private readonly analytics: AnalyticsService,
    private readonly claims: ClaimsService,
    private readonly widgets: WidgetsService,
  ) {}

  async home(user: AuthUser): Promise<ProducerHome> {
    const [venues, claims, calendars] = await Promise.all([
      this.producers.managedVenues(user),
      this.claims.mine(user.id),
      this.widgets.recentTitles(user.id, HOME_CALENDARS),
    ]);
    const { week, views } = await this.analytics.venuesViewsThisWeek(venues.map((venue) => venue.poi.id));
    return {
      week,
      venues: venues.map((venue) => ({
        poi: venue.poi,
        isBillingContact: venue.isBillingContact,
        quota: venue.quota,
        subscription: venue.subscription,
        upcomingEvents: venue.upcomingEvents,
        viewsThisWeek: views.get(venue.poi.id) ?? 0,
        nextStep: nextStepOf(venue),
      })),
      claimsInReview: claims.results.filter((claim) => OPEN_CLAIM_STATUSES.includes(claim.status)),
      calendars: calendars.calendars,
      calendarCount: calendars.total,
    };
  }
}
