import { ERRORS } from '@events/contracts/messages';
import { type ErrorDefinition, moduleErrorOf } from '../../common/errors/module-error.js';

export type ContentPagesErrorCode = 'content_page_not_found';

const CONTENT_PAGES_ERRORS: Record<ContentPagesErrorCode, ErrorDefinition> = {
  content_page_not_found: { status: 404, detail: ERRORS.notFound },
};

export class ContentPagesError extends moduleErrorOf(CONTENT_PAGES_ERRORS) {}
