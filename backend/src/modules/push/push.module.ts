import { Module } from '@nestjs/common';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { PushController } from './push.controller.js';
import { PushDeliveryService } from './push-delivery.service.js';
import { PushDevicesService } from './push-devices.service.js';
import { PushRepository } from './push.repository.js';
import { resolveVapidDetails, VAPID_DETAILS } from './vapid-keys.js';

/**
 * Web Push (issue 32): the VAPID keys (configured, or generated once and kept in the data folder), the devices each
 * user registered and the saved searches pushing to them, and the sending of notifications for the saved-search
 * digest job (alerts), which decides what each one says.
 */
@Module({
  controllers: [PushController],
  providers: [
    { provide: VAPID_DETAILS, inject: [APP_CONFIG], useFactory: (config: AppConfig) => resolveVapidDetails(config) },
    PushRepository,
    PushDevicesService,
    PushDeliveryService,
  ],
  exports: [PushDeliveryService],
})
export class PushModule {}
