// The content pages' slugs and addresses without zod: the shell's route table and footer links read them on the
// page's first route.

export const CONTENT_PAGE_SLUGS = ['terms-of-use', 'about', 'help'] as const;
export type ContentPageSlug = (typeof CONTENT_PAGE_SLUGS)[number];

/** Where each page is read. */
export const CONTENT_PAGE_PATHS: Readonly<Record<ContentPageSlug, string>> = {
  'terms-of-use': '/terms-of-use/',
  about: '/about/',
  help: '/help/',
};

/** The superuser's screen; `{slug}/` beneath it edits one page. */
export const CONTENT_PAGE_ADMIN_PATH = '/editor/pages/';
