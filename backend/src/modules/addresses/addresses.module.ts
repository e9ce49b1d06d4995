import { Module } from '@nestjs/common';
import { AddressesController } from './addresses.controller.js';
import { AddressesRepository } from './addresses.repository.js';
import { AddressesService } from './addresses.service.js';

/** The address book: each user's saved addresses, their points as search centres and the pickers' entries. */
@Module({
  controllers: [AddressesController],
  providers: [AddressesRepository, AddressesService],
  exports: [AddressesService],
})
export class AddressesModule {}
