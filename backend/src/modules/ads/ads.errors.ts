import { type ErrorDefinition, moduleErrorOf } from '../../common/errors/module-error.js';
import { ERRORS } from '@events/contracts/messages';

export type AdsErrorCode = 'no_ad_for_search' | 'ad_not_found';

const ADS_ERRORS: Record<AdsErrorCode, ErrorDefinition> = {
  no_ad_for_search: { status: 404, detail: ERRORS.notFound },
  ad_not_found: { status: 404, detail: ERRORS.notFound },
};

export class AdsError extends moduleErrorOf(ADS_ERRORS) {}
