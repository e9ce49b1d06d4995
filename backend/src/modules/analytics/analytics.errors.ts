import { ERRORS } from '@events/contracts/messages';
import { type ErrorDefinition, moduleErrorOf } from '../../common/errors/module-error.js';

export type AnalyticsErrorCode = 'venue_not_found';

const ANALYTICS_ERRORS: Record<AnalyticsErrorCode, ErrorDefinition> = {
  venue_not_found: { status: 404, detail: ERRORS.notFound },
};

/** The module's error: an unknown venue, or one the producer does not manage (never told apart). */
export class AnalyticsError extends moduleErrorOf(ANALYTICS_ERRORS) {}
