import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { ContentPagesService } from './content-pages.service.js';

/** Puts the shipped content pages into a database that lacks them, at start-up. */
@Injectable()
export class ContentPagesSeeder implements OnApplicationBootstrap {
  constructor(private readonly pages: ContentPagesService) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.pages.seedMissing();
  }
}
