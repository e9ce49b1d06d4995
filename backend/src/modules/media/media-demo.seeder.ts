import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { demoImageJpeg } from './demo-images.js';
import { processImage } from './image-processor.js';
import { MediaRepository } from './media.repository.js';
import { MediaService } from './media.service.js';

/** How many of the next events (and their venues) get a demo image: the events listing's first page. */
export const DEMO_IMAGE_EVENTS = 12;

/**
 * With SEED_DEMO and MEDIA_SEED_IMAGES on, a catalogue without any image gets generated images for the events that
 * come next and their venues, written through the media store like an upload. It runs after start-up, beside the
 * requests (a few seconds of image work that start-up need not wait for), and once: a catalogue that has any image
 * is left alone, and the same picture twice gets the same file names.
 */
@Injectable()
export class MediaDemoSeeder implements OnApplicationBootstrap {
  private readonly logger = new Logger('MediaSeed');
  private running: Promise<number> | undefined;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly repository: MediaRepository,
    private readonly media: MediaService,
  ) {}

  onApplicationBootstrap(): void {
    if (!this.config.seedDemo || !this.config.media.seedImages) return;
    this.running = this.seedImages();
    this.running.catch((error: unknown) => this.logger.warn({ err: error }, 'Demo images not made'));
  }

  /** The run started at bootstrap, if any (tests and the bench wait for it). */
  whenDone(): Promise<number> {
    return this.running ?? Promise.resolve(0);
  }

  /** Makes the demo images unless the catalogue has one already; answers how many items got one. */
  async seedImages(): Promise<number> {
    if (await this.repository.anyImage()) return 0;
    const started = performance.now();
    const targets = await this.repository.findDemoImageTargets(DEMO_IMAGE_EVENTS);
    for (const target of targets) {
      const image = await processImage(await demoImageJpeg(target.name), undefined);
      await this.media.storeImage(target.owner, target.id, image);
    }
    this.logger.log(`Demo images: ${targets.length} venues and events in ${Math.round(performance.now() - started)} ms`);
    return targets.length;
  }
}
