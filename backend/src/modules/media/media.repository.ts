import { Injectable } from '@nestjs/common';
import { DatabaseService } from '../../database/database.service.js';
import { ANY_IMAGE_SQL, DEMO_IMAGES_JOB, type ImageOwner, ITEM_EXISTS_SQL, SET_IMAGES_SQL } from './media.queries.js';

export type ImageUrls = { readonly primary: string | null; readonly thumbnail: string | null };

@Injectable()
export class MediaRepository {
  constructor(private readonly db: DatabaseService) {}

  async itemExists(owner: ImageOwner, id: number): Promise<boolean> {
    return (await this.db.query<unknown[]>(ITEM_EXISTS_SQL[owner], [id])).length > 0;
  }

  /** Sets the item's image URLs; answers the URLs replaced, or undefined when there is no such item. */
  async replaceImages(owner: ImageOwner, id: number, urls: ImageUrls): Promise<ImageUrls | undefined> {
    const rows = await this.db.query<{ old_primary: string | null; old_thumbnail: string | null }[]>(SET_IMAGES_SQL[owner], [id, urls.primary, urls.thumbnail]);
    const row = rows[0];
    return row ? { primary: row.old_primary, thumbnail: row.old_thumbnail } : undefined;
  }

  /**
   * `work` under the demo images' job lock: instances started together on one empty catalogue would otherwise each
   * find no image and each make them all. Another instance holding the lock answers undefined at once.
   */
  async withDemoImagesLock<T>(work: () => Promise<T>): Promise<T | undefined> {
    const result = await this.db.withJobLock(DEMO_IMAGES_JOB, work);
    return result.ran ? result.value : undefined;
  }

  async anyImage(): Promise<boolean> {
    const rows = await this.db.query<{ any: boolean }[]>(ANY_IMAGE_SQL);
    return rows[0]?.any ?? false;
  }
}
