import { Inject, Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import { eventSearchQuerySchema, type EventSearchQuery } from '@events/contracts/search';
import { apiQueryOf, EMPTY_SEARCH, type ListingApiQuery } from '@events/domain/listing-query';
import { addDaysToLocalDate, localDateOf } from '@events/domain/local-time';
import { defaultSearchLocation } from '@events/domain/search-location';
import { Clock } from '../../common/clock/clock.js';
import { REGION_TIME_ZONE } from '../../common/region/region-time.js';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { SearchService } from '../search/search.service.js';
import { demoImageJpeg } from './demo-images.js';
import { processImage } from './image-processor.js';
import type { ImageOwner } from './media.queries.js';
import { MediaRepository } from './media.repository.js';
import { MediaService } from './media.service.js';

/** Cards of the home page's event strip (spec section 2: 3 by default; mfe-discovery's EventStrip). */
export const HOME_STRIP_SIZE = 3;

/** The home page strip's call on the region's day `today`: featured events of today and tomorrow near the default town. */
export function homeStripQuery(today: string): ListingApiQuery {
  return apiQueryOf(
    { ...EMPTY_SEARCH, location: defaultSearchLocation(), dateStart: today, dateEnd: addDaysToLocalDate(today, 1), pageSize: HOME_STRIP_SIZE },
    'events',
    'mi',
  );
}

/**
 * The listings a newcomer sees first at `now`, as the browser asks for them: the events page (the default town, its
 * radius, today, featured first, the first page) and the home page's strip. Anonymous and in miles, like a first visit.
 */
export function firstScreenQueries(now: Date): EventSearchQuery[] {
  const listing = apiQueryOf({ ...EMPTY_SEARCH, location: defaultSearchLocation() }, 'events', 'mi');
  return [listing, homeStripQuery(localDateOf(now, REGION_TIME_ZONE))].map((query) => eventSearchQuerySchema.parse(query));
}

const HOUR_MS = 3_600_000;

/**
 * The first screens are followed at least this many hours ahead, and through the rest of the region's day: events
 * drop off the listings as they pass, and a demo started late in the evening shows tomorrow's listing after midnight.
 */
export const DEMO_IMAGE_HOURS_AHEAD = 4;

/** An item the demo seed gives an image. */
export type DemoImageTarget = { readonly owner: ImageOwner; readonly id: number; readonly name: string };

/**
 * With SEED_DEMO and MEDIA_SEED_IMAGES on, a catalogue without any image gets generated images for the events the
 * first screens show (see firstScreenQueries) and their venues, written through the media store like an upload.
 * The listings themselves say which events those are (at the product's clock, hour by hour through the day), so the
 * images land where the first screens look, whatever the hour the catalogue is seeded. It runs after start-up,
 * beside the requests (a few seconds of image work that start-up need not wait for), and once: a catalogue that has
 * any image is left alone, and the same picture twice gets the same file names. So a run stopped by a shutdown (a
 * newcomer's Ctrl-C in the first seconds) removes the images it made: left there, they would keep the next starts from
 * making the rest.
 */
@Injectable()
export class MediaDemoSeeder implements OnModuleDestroy {
  private readonly logger = new Logger('MediaSeed');
  private running: Promise<number> | undefined;
  private readonly runs = new Set<Promise<number>>();
  private readonly stopping = new AbortController();

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly clock: Clock,
    private readonly repository: MediaRepository,
    private readonly media: MediaService,
    private readonly search: SearchService,
  ) {}

  /** Starts the images once the demo seed has made the catalogue (seed/demo-seeder.ts); start-up does not wait. */
  start(): void {
    if (!this.config.seedDemo || !this.config.media.seedImages) return;
    this.running = this.seedImages();
    this.running.catch((error: unknown) => this.logger.warn({ err: error }, 'Demo images not made'));
  }

  /** A shutdown stops the runs after the image under way (the database's pools close after this module). */
  async onModuleDestroy(): Promise<void> {
    this.stopping.abort();
    await Promise.allSettled(this.runs);
  }

  /** The run started with the demo seed, if any (tests and the bench wait for it). */
  whenDone(): Promise<number> {
    return this.running ?? Promise.resolve(0);
  }

  /**
   * Makes the demo images unless the catalogue has one already or another instance is making them; answers how many
   * items got one.
   */
  async seedImages(): Promise<number> {
    const run = this.repository.withDemoImagesLock(() => this.seedImagesOnce()).then((made) => made ?? 0);
    this.runs.add(run);
    try {
      return await run;
    } finally {
      this.runs.delete(run);
    }
  }

  private async seedImagesOnce(): Promise<number> {
    if (await this.repository.anyImage()) return 0;
    const started = performance.now();
    const targets = await this.findTargets();
    const made: DemoImageTarget[] = [];
    for (const target of targets) {
      const image = await processImage(await demoImageJpeg(target.name), undefined);
      await this.media.storeImage(target.owner, target.id, image);
      made.push(target);
      if (this.stopping.signal.aborted && made.length < targets.length) return this.removeImages(made, targets.length);
    }
    this.logger.log(`Demo images: ${targets.length} venues and events in ${Math.round(performance.now() - started)} ms`);
    return targets.length;
  }

  /** Takes out the images a stopped run made, so the next start makes them all; answers 0: no item keeps one. */
  private async removeImages(made: readonly DemoImageTarget[], of: number): Promise<number> {
    for (const { owner, id } of made) await this.media.clearImage(owner, id);
    this.logger.log(`Demo images stopped by the shutdown after ${made.length} of ${of}: removed, the next start makes them all`);
    return 0;
  }

  /**
   * The events of the first screens, and their venues, without an image: as the listings show them now, then on the
   * hour until DEMO_IMAGE_HOURS_AHEAD hours have passed and the region's day has ended. Those seen first come first.
   */
  async findTargets(): Promise<DemoImageTarget[]> {
    const start = this.clock.nowMs();
    const today = localDateOf(start, REGION_TIME_ZONE);
    const targets = new Map<string, DemoImageTarget>();
    const add = (owner: ImageOwner, id: number, name: string): void => {
      if (!targets.has(`${owner}:${id}`)) targets.set(`${owner}:${id}`, { owner, id, name });
    };
    for (let hour = 0; hour <= DEMO_IMAGE_HOURS_AHEAD || localDateOf(start + hour * HOUR_MS, REGION_TIME_ZONE) === today; hour++) {
      const at = new Date(start + hour * HOUR_MS);
      for (const query of firstScreenQueries(at)) {
        const { results } = await this.search.listEvents(query, at);
        for (const card of results) {
          if (card.imagePrimary === null) add('event', card.id, card.name);
          if (card.pointOfInterest.imagePrimary === null) add('venue', card.pointOfInterest.id, card.pointOfInterest.name);
        }
      }
    }
    return [...targets.values()];
  }
}
