import { ERRORS } from '@events/contracts/messages';
import { type ErrorDefinition, moduleErrorOf } from '../../common/errors/module-error.js';

export type AlertsErrorCode = 'search_not_found' | 'token_not_found';

const ALERTS_ERRORS: Record<AlertsErrorCode, ErrorDefinition> = {
  search_not_found: { status: 404, detail: ERRORS.notFound },
  /** Forged, revoked and unknown tokens are never told apart. */
  token_not_found: { status: 404, detail: ERRORS.notFound },
};

/** The module's error: a saved search a staff call names that does not exist, or a token that opens nothing. */
export class AlertsError extends moduleErrorOf(ALERTS_ERRORS) {}
