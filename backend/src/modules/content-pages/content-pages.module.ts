import { Module } from '@nestjs/common';
import { AnalyticsModule } from '../analytics/analytics.module.js';
import { ContentPagesController } from './content-pages.controller.js';
import { ContentPagesRepository } from './content-pages.repository.js';
import { ContentPagesSeeder } from './content-pages.seeder.js';
import { ContentPagesService } from './content-pages.service.js';

/** The site's content pages (Terms of Use, About, Help), with their staff actions; nothing imports it. */
@Module({
  imports: [AnalyticsModule],
  controllers: [ContentPagesController],
  providers: [ContentPagesRepository, ContentPagesService, ContentPagesSeeder],
})
export class ContentPagesModule {}
