import { Module } from '@nestjs/common';
import { StaffActionsModule } from '../staff-actions/staff-actions.module.js';
import { ContentPagesController } from './content-pages.controller.js';
import { ContentPagesRepository } from './content-pages.repository.js';
import { ContentPagesSeeder } from './content-pages.seeder.js';
import { ContentPagesService } from './content-pages.service.js';

/** The site's content pages (Terms of Use, About, Help), with their staff actions; nothing imports it. */
@Module({
  imports: [StaffActionsModule],
  controllers: [ContentPagesController],
  providers: [ContentPagesRepository, ContentPagesService, ContentPagesSeeder],
})
export class ContentPagesModule {}
