import { Module } from '@nestjs/common';
import { SavedController } from './saved.controller.js';
import { SavedRepository } from './saved.repository.js';
import { SavedService } from './saved.service.js';

/** Bookmarks: saved events and saved venues of each user. */
@Module({
  controllers: [SavedController],
  providers: [SavedRepository, SavedService],
  exports: [SavedService],
})
export class SavedModule {}
