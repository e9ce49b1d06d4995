import { Module } from '@nestjs/common';
import { TaxonomyController } from './taxonomy.controller.js';
import { TaxonomyRepository } from './taxonomy.repository.js';
import { TaxonomySeeder } from './taxonomy.seeder.js';
import { TaxonomyService } from './taxonomy.service.js';

@Module({
  controllers: [TaxonomyController],
  providers: [TaxonomyService, TaxonomyRepository, TaxonomySeeder],
  exports: [TaxonomyService],
})
export class TaxonomyModule {}
