import { Module } from '@nestjs/common';
import { AdNetworkController } from './ad-network.controller.js';
import { AdsController } from './ads.controller.js';
import { AdsRepository } from './ads.repository.js';
import { AdsService } from './ads.service.js';

@Module({
  controllers: [AdsController, AdNetworkController],
  providers: [AdsService, AdsRepository],
})
export class AdsModule {}
