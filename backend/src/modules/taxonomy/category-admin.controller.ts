import { Body, Controller, Header, Param } from '@nestjs/common';
import { categoryAdminEndpoints as api, type AdminCategory, type AdminCategoryList } from '@events/contracts/category-admin';
import type { AuthUser } from '../../common/auth/auth-state.js';
import { CurrentUser } from '../../common/auth/current-user.decorator.js';
import { Route } from '../../common/auth/route.decorator.js';
import { parseWith } from '../../common/validation/parse-request.js';
import { CategoryAdminService } from './category-admin.service.js';

/** The superuser's Categories screen: the categories with their event counts, adding one, renaming one. */
@Controller()
export class CategoryAdminController {
  constructor(private readonly admin: CategoryAdminService) {}

  @Route(api.list)
  @Header('Cache-Control', 'private, no-store')
  list(): Promise<AdminCategoryList> {
    return this.admin.list();
  }

  @Route(api.create)
  create(@Body() body: unknown, @CurrentUser() user: AuthUser): Promise<AdminCategory> {
    return this.admin.create(user, parseWith(api.create.body, body ?? {}));
  }

  @Route(api.rename)
  rename(@Param() params: unknown, @Body() body: unknown, @CurrentUser() user: AuthUser): Promise<AdminCategory> {
    const { id } = parseWith(api.rename.params, params);
    return this.admin.rename(user, id, parseWith(api.rename.body, body ?? {}));
  }
}
