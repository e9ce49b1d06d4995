import { Module } from '@nestjs/common';
import { AdsController } from './ads.controller.js';
import { AdsRepository } from './ads.repository.js';
import { AdsService } from './ads.service.js';

@Module({
  controllers: [AdsController],
  providers: [AdsService, AdsRepository],
})
export class AdsModule {}
