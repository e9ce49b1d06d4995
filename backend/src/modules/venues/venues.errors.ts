import { type ErrorDefinition, moduleErrorOf, NOT_FOUND } from '../../common/errors/module-error.js';

export type VenuesErrorCode = 'venue_not_found';

const VENUES_ERRORS: Record<VenuesErrorCode, ErrorDefinition> = {
  venue_not_found: NOT_FOUND,
};

export class VenuesError extends moduleErrorOf(VENUES_ERRORS) {}
