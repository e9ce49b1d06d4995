import { type ErrorDefinition, moduleErrorOf, NOT_FOUND } from '../../common/errors/module-error.js';

export type AnalyticsErrorCode = 'venue_not_found';

const ANALYTICS_ERRORS: Record<AnalyticsErrorCode, ErrorDefinition> = {
  venue_not_found: NOT_FOUND,
};

/** The module's error: an unknown venue, or one the producer does not manage (never told apart). */
export class AnalyticsError extends moduleErrorOf(ANALYTICS_ERRORS) {}
