import { z } from 'zod';
import { CONTENT_PAGE_SLUGS } from './content-pages-constants.js';
import { anyRole, endpointGroup, PUBLIC } from './endpoint.js';
import { NOT_SUPERUSER } from './endpoint-errors.js';
import { requiredText } from './form-fields.js';
import { VALIDATION } from './messages.js';
import { REGION_TIME_ZONE } from './reference.js';

/**
 * The site's content pages (issue 27): Terms of Use (the spec's /terms-of-use/), About and Help. Superusers write
 * them from the browser with the rich text field, sanitised on the description's rules plus section headings; each
 * change is a staff action.
 */
export { CONTENT_PAGE_ADMIN_PATH, CONTENT_PAGE_PATHS, CONTENT_PAGE_SLUGS, type ContentPageSlug } from './content-pages-constants.js';

export const CONTENT_PAGE_TITLE_MAX = 120;
/** Sanitised HTML; the Terms of Use are about 10,000 characters. */
export const CONTENT_PAGE_BODY_MAX = 50_000;

/** "May 1, 2025": when a page last changed, on the region's calendar. */
export const contentPageDate = (iso: string): string =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: REGION_TIME_ZONE }).format(new Date(iso));

export const CONTENT_PAGE_MESSAGES = {
  title: 'Content Pages',
  saved: (title: string) => `${title} saved.`,
  updated: (iso: string) => `Last updated: ${contentPageDate(iso)}`,
  sections: 'Sections',
} as const;

export const contentPageSlugParamSchema = z.object({
  slug: z.string({ error: VALIDATION.required }).max(64, VALIDATION.maxLength(64)),
});

/** PUT body: the title (the page's level-1 heading) and the body's HTML, sanitised by the server. */
export const contentPageWriteSchema = z.object({
  title: requiredText({ max: CONTENT_PAGE_TITLE_MAX }),
  body: requiredText({ max: CONTENT_PAGE_BODY_MAX }),
});
export type ContentPageWrite = z.infer<typeof contentPageWriteSchema>;
export type ContentPageWriteInput = z.input<typeof contentPageWriteSchema>;

export const contentPageSchema = z.object({
  slug: z.enum(CONTENT_PAGE_SLUGS),
  title: z.string(),
  /** Sanitised HTML: paragraphs, headings (2, 3), bold, italic, lists, links. */
  body: z.string(),
  /** ISO 8601. */
  updated: z.string(),
});
export type ContentPage = z.infer<typeof contentPageSchema>;

/** A content page, by slug. */
const pages = endpointGroup({ tag: 'foundation', access: PUBLIC, params: contentPageSlugParamSchema, errors: { 404: 'No content page has this slug.' } });

export const contentPagesEndpoints = {
  get: pages.get('/events/api/v1/pages/{slug}/', {
    summary: 'A content page: Terms of Use, About or Help',
    response: contentPageSchema,
  }),
  put: pages.put('/events/api/v1/admin/pages/{slug}/', {
    access: anyRole('superuser'),
    summary: 'Rewrite a content page; its HTML is sanitised (recorded as a staff action)',
    body: contentPageWriteSchema,
    response: contentPageSchema,
    errors: { 400: 'Field error map (title, body).', 403: NOT_SUPERUSER },
  }),
};
