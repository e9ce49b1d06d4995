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
 * The superuser's Categories screen (issue 27): adding and renaming categories, each with its optional Spanish name
 * (issue 31) and its staff action in the same transaction. A rename reaches the events' keyword search at once, and
 * the widgets' render cache through the catalogue's generation trigger on event_types.
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

  create(actor: AuthUser, write: CategoryWrite): Promise<AdminCategory> {
    return this.db.transaction(async (tx) => {
      if ((await this.repository.countEventTypes(tx)) >= CATEGORIES_MAX) throw new RequestValidationError({ name: [CATEGORY_ADMIN_MESSAGES.full] });
      const created = await this.repository.insertCategory(write, tx);
      if (!created) throw nameTaken();
      const detail = { categoryId: created.id, name: created.name, nameEs: created.nameEs };
      await this.staffActions.record({ action: 'category_create', actorId: actor.id, detail }, tx);
      return created;
    });
  }

  /** A new name and Spanish name; the staff action keeps both before and after. */
  rename(actor: AuthUser, id: number, write: CategoryWrite): Promise<AdminCategory> {
    return this.db.transaction(async (tx) => {
      const outcome = await this.repository.renameCategory(id, write, tx);
      if ('problem' in outcome) throw outcome.problem === 'taken' ? nameTaken() : new TaxonomyError('event_type_not_found');
      const { previous, renamed } = outcome;
      const detail = { categoryId: id, from: previous.name, to: renamed.name, fromEs: previous.nameEs, toEs: renamed.nameEs };
      await this.staffActions.record({ action: 'category_rename', actorId: actor.id, detail }, tx);
      return renamed;
    });
  }
}
