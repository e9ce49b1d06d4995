import { Module } from '@nestjs/common';
import { AdNetworkController } from './ad-network.controller.js';
import { AdsAdminController } from './ads-admin.controller.js';
import { AdsAdminRepository } from './ads-admin.repository.js';
import { AdsAdminService } from './ads-admin.service.js';
import { AdsController } from './ads.controller.js';
import { AdsRepository } from './ads.repository.js';
import { AdsService } from './ads.service.js';

@Module({
  controllers: [AdsController, AdNetworkController, AdsAdminController],
  providers: [AdsService, AdsRepository, AdsAdminService, AdsAdminRepository],
})
export class AdsModule {}
