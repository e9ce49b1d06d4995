import { type ErrorDefinition, moduleErrorOf, NOT_FOUND } from '../../common/errors/module-error.js';

export type AdsErrorCode = 'no_ad_for_search' | 'ad_not_found';

const ADS_ERRORS: Record<AdsErrorCode, ErrorDefinition> = {
  no_ad_for_search: NOT_FOUND,
  ad_not_found: NOT_FOUND,
};

export class AdsError extends moduleErrorOf(ADS_ERRORS) {}
