import { MEDIA_MESSAGES } from '@events/contracts/media';
import { type ErrorDefinition, moduleErrorOf, NOT_FOUND, PERMISSION_DENIED } from '../../common/errors/module-error.js';

/**
 * item_not_found: no venue or event with this id; not_allowed: the caller may not edit it (ProducersService);
 * multipart_only: the body is not multipart/form-data (answered as the `image` field's 400 by the controller);
 * too_many_uploads: the account already has UPLOADS_IN_FLIGHT_PER_USER uploads under way.
 */
export type MediaErrorCode = 'item_not_found' | 'not_allowed' | 'too_many_uploads';

const MEDIA_ERRORS: Record<MediaErrorCode, ErrorDefinition> = {
  item_not_found: NOT_FOUND,
  not_allowed: PERMISSION_DENIED,
  too_many_uploads: { status: 429, detail: MEDIA_MESSAGES.tooManyUploads },
};

export class MediaError extends moduleErrorOf(MEDIA_ERRORS) {}
