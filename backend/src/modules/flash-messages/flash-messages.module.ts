import { Module } from '@nestjs/common';
import { FlashMessagesController } from './flash-messages.controller.js';
import { FlashMessagesRepository } from './flash-messages.repository.js';
import { FlashMessagesService } from './flash-messages.service.js';

/** One-time messages per account, kept in PostgreSQL so any instance serves the page that shows them. */
@Module({
  controllers: [FlashMessagesController],
  providers: [FlashMessagesRepository, FlashMessagesService],
})
export class FlashMessagesModule {}
