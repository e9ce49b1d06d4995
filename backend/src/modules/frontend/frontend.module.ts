import { Module } from '@nestjs/common';
import { UNMATCHED_ROUTE_HANDLER } from '../../common/errors/api-exception.filter.js';
import { AuthModule } from '../auth/auth.module.js';
import { EventsModule } from '../events/events.module.js';
import { VenuesModule } from '../venues/venues.module.js';
import { FrontendFileRoutes } from './frontend-files.routes.js';
import { FrontendController } from './frontend.controller.js';
import { FrontendService } from './frontend.service.js';
import { PageMetaService } from './page-meta.service.js';
import { PageRenderer } from './page-renderer.js';
import { SitemapController } from './sitemap.controller.js';
import { SitemapRepository } from './sitemap.repository.js';
import { SitemapService } from './sitemap.service.js';
import { ShellPageService } from './shell-page.service.js';
import { SpaFallback } from './spa-fallback.js';
import { WebFilesService } from './web-files.service.js';

@Module({
  imports: [AuthModule, EventsModule, VenuesModule],
  controllers: [FrontendController, SitemapController],
  providers: [
    FrontendService,
    WebFilesService,
    FrontendFileRoutes,
    SpaFallback,
    { provide: UNMATCHED_ROUTE_HANDLER, useExisting: SpaFallback },
    PageMetaService,
    PageRenderer,
    ShellPageService,
    SitemapService,
    SitemapRepository,
  ],
  exports: [UNMATCHED_ROUTE_HANDLER],
})
export class FrontendModule {}
