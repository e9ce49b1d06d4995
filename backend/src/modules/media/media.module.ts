import { Module } from '@nestjs/common';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { ProducersModule } from '../producers/producers.module.js';
import { SearchModule } from '../search/search.module.js';
import { LocalMediaStore } from './local-media-store.js';
import { MediaController } from './media.controller.js';
import { MediaRepository } from './media.repository.js';
import { MediaService } from './media.service.js';
import { UploadsInFlight } from './uploads-in-flight.js';
import { MediaDemoSeeder } from './media-demo.seeder.js';
import { MediaFileRoutes } from './media-files.routes.js';
import { MEDIA_STORE, type MediaStore } from './media-store.js';
import { S3MediaStoreClient } from './s3-media-store.js';

/** The configured store: a local folder, or an S3-compatible bucket (media.config.ts). */
function createStore(config: AppConfig): MediaStore {
  const store = config.media.store;
  return store.kind === 's3' ? new S3MediaStoreClient(store) : new LocalMediaStore(store.dir);
}

/**
 * Media: venue and event image uploads (crop, primary + thumbnail), their store, the local store's file route and
 * the demo images (started by the demo seed once the catalogue is in, seed/demo-seeder.ts). ProducersModule says who
 * may edit an item; SearchModule's listings say which events the demo images go to.
 */
@Module({
  imports: [ProducersModule, SearchModule],
  controllers: [MediaController],
  providers: [
    MediaRepository,
    MediaService,
    UploadsInFlight,
    MediaFileRoutes,
    MediaDemoSeeder,
    { provide: MEDIA_STORE, useFactory: createStore, inject: [APP_CONFIG] },
  ],
  exports: [MediaService, MediaDemoSeeder],
})
export class MediaModule {}
