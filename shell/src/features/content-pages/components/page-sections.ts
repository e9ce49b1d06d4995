import { CONTENT_PAGE_RULES } from '@events/domain/description-html';
import { slugify } from '@events/domain/slug';
import { sanitizeDescriptionHtml } from '@events/ui/description-html-sanitizer';

export type PageSection = { readonly id: string; readonly title: string };

/**
 * A content page's body as the page shows it: sanitised again on the content page rules (the server already did;
 * the page never trusts its API with markup), with an id on each level-2 heading so the table of contents and
 * shared links (#2-your-account) reach it.
 */
export function withSections(body: string): { html: string; sections: PageSection[] } {
  const document = new DOMParser().parseFromString(`<body>${sanitizeDescriptionHtml(body, CONTENT_PAGE_RULES)}</body>`, 'text/html');
  const sections: PageSection[] = [];
  const taken = new Set<string>();
  for (const heading of document.body.querySelectorAll('h2')) {
    const title = (heading.textContent ?? '').trim();
    const base = slugify(title) || 'section';
    let id = base;
    for (let n = 2; taken.has(id); n++) id = `${base}-${n}`;
    taken.add(id);
    heading.id = id;
    sections.push({ id, title });
  }
  return { html: document.body.innerHTML, sections };
}
