import { Module } from '@nestjs/common';
import { ProducersModule } from '../producers/producers.module.js';
import { StaffActionsModule } from '../staff-actions/staff-actions.module.js';
import { UsersModule } from '../users/users.module.js';
import { EventFormsController } from './event-forms.controller.js';
import { EventFormsService } from './event-forms.service.js';
import { EventWritesRepository } from './event-writes.repository.js';
import { EventWritesService } from './event-writes.service.js';
import { OccurrencesModule } from './occurrences.module.js';

/**
 * The producer tools' writes of events: add, edit, delete, the form's read and the producer's list. ProducersService
 * says who may manage an event, each write expands its dates through the occurrences module, and a staff write is
 * recorded in the staff-actions record.
 */
@Module({
  imports: [OccurrencesModule, ProducersModule, UsersModule, StaffActionsModule],
  controllers: [EventFormsController],
  providers: [EventWritesRepository, EventWritesService, EventFormsService],
  // Calendar imports write their events through the same writes, so they obey the same rules.
  exports: [EventWritesService, EventFormsService],
})
export class EventWritesModule {}
