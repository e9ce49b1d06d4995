import { type ErrorDefinition, moduleErrorOf, NOT_FOUND } from '../../common/errors/module-error.js';

export type FederationErrorCode = 'venue_not_found' | 'domain_not_blocked';

const FEDERATION_ERRORS: Record<FederationErrorCode, ErrorDefinition> = {
  venue_not_found: NOT_FOUND,
  domain_not_blocked: NOT_FOUND,
};

/** The module's error: a venue that does not exist or is not published has no fediverse presence; an unblock of a server not blocked. */
export class FederationError extends moduleErrorOf(FEDERATION_ERRORS) {}
