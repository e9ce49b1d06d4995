import { type ErrorDefinition, moduleErrorOf, NOT_FOUND } from '../../common/errors/module-error.js';

export type TaxonomyErrorCode = 'event_type_not_found';

const TAXONOMY_ERRORS: Record<TaxonomyErrorCode, ErrorDefinition> = {
  event_type_not_found: NOT_FOUND,
};

export class TaxonomyError extends moduleErrorOf(TAXONOMY_ERRORS) {}
