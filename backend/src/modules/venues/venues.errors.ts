import { type ErrorDefinition, moduleErrorOf } from '../../common/errors/module-error.js';
import { ERRORS } from '@events/contracts/messages';

export type VenuesErrorCode = 'venue_not_found';

const VENUES_ERRORS: Record<VenuesErrorCode, ErrorDefinition> = {
  venue_not_found: { status: 404, detail: ERRORS.notFound },
};

export class VenuesError extends moduleErrorOf(VENUES_ERRORS) {}
