import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { EventTypeEntity } from './event-type.entity.js';
import { TaxonomyController } from './taxonomy.controller.js';
import { TaxonomyRepository } from './taxonomy.repository.js';
import { TaxonomySeeder } from './taxonomy.seeder.js';
import { TaxonomyService } from './taxonomy.service.js';

@Module({
  imports: [TypeOrmModule.forFeature([EventTypeEntity])],
  controllers: [TaxonomyController],
  providers: [TaxonomyService, TaxonomyRepository, TaxonomySeeder],
  exports: [TaxonomyService],
})
export class TaxonomyModule {}
