import { Module } from '@nestjs/common';
import { AddressesModule } from '../addresses/addresses.module.js';
import { CardsModule } from '../cards/cards.module.js';
import { SavedController } from './saved.controller.js';
import { SavedRepository } from './saved.repository.js';
import { SavedService } from './saved.service.js';

/** Bookmarks: saved events and saved venues of each user, and their lists (cards from the cards module). */
@Module({
  imports: [CardsModule, AddressesModule],
  controllers: [SavedController],
  providers: [SavedRepository, SavedService],
  exports: [SavedService],
})
export class SavedModule {}
