import { Controller, Header, Inject, Req } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { frontendEndpoints } from '@events/contracts/frontend';
import { Route } from '../../common/auth/route.decorator.js';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { requestOrigin } from '../../common/http/request-origin.js';
import { robotsTxt } from './sitemap.js';
import { SitemapService } from './sitemap.service.js';

/** /sitemap.xml (venues and upcoming events) and /robots.txt pointing at it, for search engines. */
@Controller()
export class SitemapController {
  constructor(
    private readonly sitemap: SitemapService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  private origin(req: FastifyRequest): string {
    return this.config.publicUrl ?? requestOrigin(req);
  }

  @Route(frontendEndpoints.sitemap)
  @Header('Content-Type', 'application/xml; charset=utf-8')
  @Header('Cache-Control', 'public, max-age=3600, s-maxage=3600')
  sitemapXml(@Req() req: FastifyRequest): Promise<string> {
    return this.sitemap.sitemapFor(this.origin(req));
  }

  @Route(frontendEndpoints.robots)
  @Header('Content-Type', 'text/plain; charset=utf-8')
  @Header('Cache-Control', 'public, max-age=86400, s-maxage=86400')
  robots(@Req() req: FastifyRequest): string {
    return robotsTxt(this.origin(req));
  }
}
