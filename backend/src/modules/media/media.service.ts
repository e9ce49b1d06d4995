import { Inject, Injectable, Logger } from '@nestjs/common';
import type { ImageUploadBody, ItemImages } from '@events/contracts/media';
import type { AuthUser } from '../../common/auth/auth-state.js';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { isCatalogueEditor, ProducersService } from '../producers/producers.service.js';
import { IMAGE_CONTENT_TYPE, IMAGE_EXTENSION, processImage, type ProcessedImage } from './image-processor.js';
import { MediaError } from './media.errors.js';
import type { ImageOwner } from './media.queries.js';
import { type ImageUrls, MediaRepository } from './media.repository.js';
import { MEDIA_STORE, type MediaStore } from './media-store.js';

const FOLDERS: Readonly<Record<ImageOwner, string>> = { venue: 'venues', event: 'events', ad: 'ads' };

/**
 * Venue, event and search-ad images (spec producer-and-account section 7 "Image uploads"): who may set them, the two files
 * written per upload, the item's columns, and the files an upload or a clear replaces.
 */
@Injectable()
export class MediaService {
  private readonly logger = new Logger('Media');

  constructor(
    private readonly repository: MediaRepository,
    private readonly producers: ProducersService,
    @Inject(MEDIA_STORE) private readonly store: MediaStore,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * As for editing the item (ProducersService): an unknown item 404 (venues and events are public, so that says
   * nothing private), then refused 403. Checked before the upload is read.
   */
  async assertMayEdit(user: AuthUser, owner: ImageOwner, id: number): Promise<void> {
    if (!(await this.repository.itemExists(owner, id))) throw new MediaError('item_not_found');
    const allowed =
      owner === 'venue'
        ? await this.producers.canManageVenue(user, id)
        : owner === 'event'
          ? await this.producers.canManageEvent(user, id)
          : isCatalogueEditor(user);
    if (!allowed) throw new MediaError('not_allowed');
  }

  /** Sets the item's image from an upload (cropped, two sizes) or clears it; answers the URLs now stored. */
  async setImage(owner: ImageOwner, id: number, body: ImageUploadBody): Promise<ItemImages> {
    if (body.image === undefined) {
      await this.clearImage(owner, id);
      return { imagePrimary: null, imageThumbnail: null };
    }
    const processed = await processImage(body.image.bytes, body.image_crop_data);
    const urls = await this.storeImage(owner, id, processed);
    return { imagePrimary: urls.primary, imageThumbnail: urls.thumbnail };
  }

  /** Leaves the item without an image and removes the files it pointed at. */
  clearImage(owner: ImageOwner, id: number): Promise<void> {
    return this.replace(owner, id, { primary: null, thumbnail: null }, []);
  }

  /** Writes the two files of an image and points the item at them (the demo seed's way in, too). */
  async storeImage(owner: ImageOwner, id: number, image: ProcessedImage): Promise<{ primary: string; thumbnail: string }> {
    const base = `${FOLDERS[owner]}/${id}/${image.contentHash.slice(0, 32)}`;
    const keys = { primary: `${base}-primary.${IMAGE_EXTENSION}`, thumbnail: `${base}-thumbnail.${IMAGE_EXTENSION}` };
    await Promise.all([
      this.store.put({ key: keys.primary, body: image.primary, contentType: IMAGE_CONTENT_TYPE }),
      this.store.put({ key: keys.thumbnail, body: image.thumbnail, contentType: IMAGE_CONTENT_TYPE }),
    ]);
    const urls = { primary: this.urlOf(keys.primary), thumbnail: this.urlOf(keys.thumbnail) };
    await this.replace(owner, id, urls, [keys.primary, keys.thumbnail]);
    return urls;
  }

  /**
   * Points the item at `urls`; once that is committed, removes the files it pointed at before (the ones this store
   * wrote, and not the ones just written: the same upload twice has the same names). If the item is gone or the
   * update fails, the files just written are removed instead.
   */
  private async replace(owner: ImageOwner, id: number, urls: ImageUrls, written: readonly string[]): Promise<void> {
    let old: ImageUrls | undefined;
    try {
      old = await this.repository.replaceImages(owner, id, urls);
    } catch (error) {
      await this.removeQuietly(written);
      throw error;
    }
    if (old === undefined) {
      await this.removeQuietly(written);
      throw new MediaError('item_not_found');
    }
    const stale = [old.primary, old.thumbnail].map((url) => this.keyOf(url)).filter((key): key is string => key !== undefined && !written.includes(key));
    await this.removeQuietly(stale);
  }

  /** A file left behind costs only space; the answer does not wait on, or fail for, its removal. */
  private async removeQuietly(keys: readonly string[]): Promise<void> {
    if (keys.length === 0) return;
    try {
      await this.store.remove(keys);
    } catch (error) {
      this.logger.warn({ err: error, keys }, 'Replaced image files not removed');
    }
  }

  private urlOf(key: string): string {
    return `${this.config.media.publicUrl}${key}`;
  }

  /** The key of a URL this store wrote; undefined for anything else (an imported image hosted elsewhere). */
  private keyOf(url: string | null): string | undefined {
    const prefix = this.config.media.publicUrl;
    return url !== null && url.startsWith(prefix) ? url.slice(prefix.length) : undefined;
  }
}
