import { Module } from '@nestjs/common';
import { StaffActionsModule } from '../staff-actions/staff-actions.module.js';
import { CategoryAdminController } from './category-admin.controller.js';
import { CategoryAdminService } from './category-admin.service.js';
import { TaxonomyController } from './taxonomy.controller.js';
import { TaxonomyRepository } from './taxonomy.repository.js';
import { TaxonomySeeder } from './taxonomy.seeder.js';
import { TaxonomyService } from './taxonomy.service.js';

/** The event categories: the public list, the spec's categories seeded on a first start, the superuser's changes. */
@Module({
  imports: [StaffActionsModule],
  controllers: [TaxonomyController, CategoryAdminController],
  providers: [TaxonomyService, TaxonomyRepository, TaxonomySeeder, CategoryAdminService],
  exports: [TaxonomyService],
})
export class TaxonomyModule {}
