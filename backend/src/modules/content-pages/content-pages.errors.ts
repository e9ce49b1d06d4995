import { type ErrorDefinition, moduleErrorOf, NOT_FOUND } from '../../common/errors/module-error.js';

export type ContentPagesErrorCode = 'content_page_not_found';

const CONTENT_PAGES_ERRORS: Record<ContentPagesErrorCode, ErrorDefinition> = {
  content_page_not_found: NOT_FOUND,
};

export class ContentPagesError extends moduleErrorOf(CONTENT_PAGES_ERRORS) {}
