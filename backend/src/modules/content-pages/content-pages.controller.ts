import { Body, Controller, Header, Param } from '@nestjs/common';
import { contentPagesEndpoints as api, type ContentPage } from '@events/contracts/content-pages';
import type { AuthUser } from '../../common/auth/auth-state.js';
import { CurrentUser } from '../../common/auth/current-user.decorator.js';
import { Route } from '../../common/auth/route.decorator.js';
import { parseWith } from '../../common/validation/parse-request.js';
import { ContentPagesService } from './content-pages.service.js';

/** Terms of Use, About and Help: the page for anyone, a rewrite for superusers. */
@Controller()
export class ContentPagesController {
  constructor(private readonly pages: ContentPagesService) {}

  // Browsers revalidate on every read (a 304 by ETag while the page is unchanged), so the superuser who saved a
  // page reads it at once; a shared cache may keep it a minute.
  @Route(api.get)
  @Header('Cache-Control', 'public, max-age=0, s-maxage=60')
  get(@Param() params: unknown): Promise<ContentPage> {
    return this.pages.get(parseWith(api.get.params, params).slug);
  }

  @Route(api.put)
  put(@Param() params: unknown, @Body() body: unknown, @CurrentUser() user: AuthUser): Promise<ContentPage> {
    const { slug } = parseWith(api.put.params, params);
    return this.pages.put(user, slug, parseWith(api.put.body, body ?? {}));
  }
}
