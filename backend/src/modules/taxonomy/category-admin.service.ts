import { Injectable } from '@nestjs/common';
import { CATEGORIES_MAX, CATEGORY_ADMIN_MESSAGES, type AdminCategory, type AdminCategoryList, type CategoryWrite } from '@events/contracts/category-admin';
import type { AuthUser } from '../../common/auth/auth-state.js';
import { RequestValidationError } from '../../common/errors/request-validation.error.js';
import { DatabaseService } from '../../database/database.service.js';
import { StaffActionsService } from '../staff-actions/staff-actions.service.js';
import { TaxonomyError } from './taxonomy.errors.js';
import { TaxonomyRepository } from './taxonomy.repository.js';

const nameTaken = () => new RequestValidationError({ name: [CATEGORY_ADMIN_MESSAGES.taken] });

/**
 * The superuser's Categories screen (issue 27): adding and renaming categories, each with its staff action in the
 * same transaction. A rename reaches the events' keyword search at once, and the widgets' render cache through the
 * catalogue's generation trigger on event_types.
 */
@Injectable()
export class CategoryAdminService {
  constructor(
    private readonly repository: TaxonomyRepository,
    private readonly staffActions: StaffActionsService,
    private readonly db: DatabaseService,
  ) {}

  async list(): Promise<AdminCategoryList> {
    return { results: await this.repository.listWithEventCounts() };
  }

  create(actor: AuthUser, { name }: CategoryWrite): Promise<AdminCategory> {
    return this.db.transaction(async (tx) => {
      if ((await this.repository.countEventTypes(tx)) >= CATEGORIES_MAX) throw new RequestValidationError({ name: [CATEGORY_ADMIN_MESSAGES.full] });
      const created = await this.repository.insertCategory(name, tx);
      if (!created) throw nameTaken();
      await this.staffActions.record({ action: 'category_create', actorId: actor.id, detail: { categoryId: created.id, name } }, tx);
      return created;
    });
  }

  rename(actor: AuthUser, id: number, { name }: CategoryWrite): Promise<AdminCategory> {
    return this.db.transaction(async (tx) => {
      const outcome = await this.repository.renameCategory(id, name, tx);
      if ('problem' in outcome) throw outcome.problem === 'taken' ? nameTaken() : new TaxonomyError('event_type_not_found');
      await this.staffActions.record({ action: 'category_rename', actorId: actor.id, detail: { categoryId: id, from: outcome.previous, to: name } }, tx);
      return outcome.renamed;
    });
  }
}
