import { type ErrorDefinition, moduleErrorOf } from '../../common/errors/module-error.js';
import { ERRORS } from '@events/contracts/messages';

export type TaxonomyErrorCode = 'event_type_not_found';

const TAXONOMY_ERRORS: Record<TaxonomyErrorCode, ErrorDefinition> = {
  event_type_not_found: { status: 404, detail: ERRORS.notFound },
};

export class TaxonomyError extends moduleErrorOf(TAXONOMY_ERRORS) {}
