import { Injectable } from '@nestjs/common';
import { DatabaseService } from '../../database/database.service.js';
import { returnedRows, type SqlExecutor } from '../../database/sql-executor.js';
import { FIND_CONTENT_PAGE_SQL, INSERT_MISSING_CONTENT_PAGES_SQL, UPDATE_CONTENT_PAGE_SQL } from './content-pages.queries.js';

export type ContentPageRow = { slug: string; title: string; body: string; updated: Date };

export type ContentPageChange = { readonly title: string; readonly body: string; readonly updated: Date; readonly userId: number };

@Injectable()
export class ContentPagesRepository {
  constructor(private readonly db: DatabaseService) {}

  async find(slug: string): Promise<ContentPageRow | undefined> {
    return (await this.db.query<ContentPageRow[]>(FIND_CONTENT_PAGE_SQL, [slug]))[0];
  }

  /** The page as stored, or undefined when no page has the slug. */
  async update(slug: string, change: ContentPageChange, tx: SqlExecutor): Promise<ContentPageRow | undefined> {
    const rows = returnedRows<ContentPageRow>(await tx.query(UPDATE_CONTENT_PAGE_SQL, [slug, change.title, change.body, change.updated, change.userId]));
    return rows[0];
  }

  async insertMissing(pages: readonly { slug: string; title: string; body: string; updated: Date }[]): Promise<void> {
    await this.db.query(INSERT_MISSING_CONTENT_PAGES_SQL, [pages.map((p) => p.slug), pages.map((p) => p.title), pages.map((p) => p.body), pages.map((p) => p.updated)]);
  }
}
