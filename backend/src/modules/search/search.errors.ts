import { ERRORS } from '@events/contracts/messages';
import { type ErrorDefinition, moduleErrorOf } from '../../common/errors/module-error.js';

export type SearchErrorCode = 'listing_unavailable';

const SEARCH_ERRORS: Record<SearchErrorCode, ErrorDefinition> = {
  listing_unavailable: { status: 503, detail: ERRORS.fetchListings },
};

export class SearchError extends moduleErrorOf(SEARCH_ERRORS) {}
