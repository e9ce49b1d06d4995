import { Injectable, Logger } from '@nestjs/common';
import type { ContentPage, ContentPageSlug, ContentPageWrite } from '@events/contracts/content-pages';
import { CONTENT_PAGE_RULES } from '@events/domain/description-html';
import type { AuthUser } from '../../common/auth/auth-state.js';
import { Clock } from '../../common/clock/clock.js';
import { sanitizeRichText } from '../../common/text/description-sanitizer.js';
import { DatabaseService } from '../../database/database.service.js';
import { StaffActionsService } from '../staff-actions/staff-actions.service.js';
import { ContentPagesError } from './content-pages.errors.js';
import { type ContentPageRow, ContentPagesRepository } from './content-pages.repository.js';
import { INITIAL_CONTENT_PAGES } from './initial-content-pages.js';

const toContentPage = (row: ContentPageRow): ContentPage => ({
  slug: row.slug as ContentPageSlug,
  title: row.title,
  body: row.body,
  updated: row.updated.toISOString(),
});

/**
 * Terms of Use, About and Help: read by anyone, rewritten by superusers. Bodies are stored sanitised on the content
 * page rules (the description's plus headings and links to the site's own paths), the shipped text included.
 */
@Injectable()
export class ContentPagesService {
  private readonly logger = new Logger('ContentPages');

  constructor(
    private readonly repository: ContentPagesRepository,
    private readonly staffActions: StaffActionsService,
    private readonly db: DatabaseService,
    private readonly clock: Clock,
  ) {}

  async get(slug: string): Promise<ContentPage> {
    const row = await this.repository.find(slug);
    if (!row) throw new ContentPagesError('content_page_not_found');
    return toContentPage(row);
  }

  put(actor: AuthUser, slug: string, page: ContentPageWrite): Promise<ContentPage> {
    const body = sanitizeRichText(page.body, CONTENT_PAGE_RULES);
    return this.db.transaction(async (tx) => {
      const row = await this.repository.update(slug, { title: page.title, body, updated: this.clock.now(), userId: actor.id }, tx);
      if (!row) throw new ContentPagesError('content_page_not_found');
      await this.staffActions.record({ action: 'page_edit', actorId: actor.id, detail: { slug, title: page.title } }, tx);
      return toContentPage(row);
    });
  }

  /** Adds the shipped pages that are missing; a page a superuser rewrote stays as they left it. */
  async seedMissing(): Promise<void> {
    await this.repository.insertMissing(
      INITIAL_CONTENT_PAGES.map((page) => ({ ...page, body: sanitizeRichText(page.body, CONTENT_PAGE_RULES), updated: new Date(page.updated) })),
    );
    this.logger.debug('Content pages in place');
  }
}
