import { type ErrorDefinition, moduleErrorOf, NOT_FOUND } from '../../common/errors/module-error.js';

export type AlertsErrorCode = 'search_not_found' | 'token_not_found';

const ALERTS_ERRORS: Record<AlertsErrorCode, ErrorDefinition> = {
  search_not_found: NOT_FOUND,
  /** Forged, revoked and unknown tokens are never told apart. */
  token_not_found: NOT_FOUND,
};

/** The module's error: a saved search a staff call names that does not exist, or a token that opens nothing. */
export class AlertsError extends moduleErrorOf(ALERTS_ERRORS) {}
