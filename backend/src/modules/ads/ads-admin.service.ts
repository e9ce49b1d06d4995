import { Injectable } from '@nestjs/common';
import { type AdminSearchAd, SEARCH_AD_MESSAGES, type SearchAdStats, type SearchAdWriteParsed } from '@events/contracts/ads';
import { Clock } from '../../common/clock/clock.js';
import { RequestValidationError } from '../../common/errors/request-validation.error.js';
import { toAdCard } from './ad-card.read-model.js';
import { type AdminAdRow, AdsAdminRepository } from './ads-admin.repository.js';
import { AdsError } from './ads.errors.js';
import { adsToday } from './ads.service.js';

function toAd(row: AdminAdRow): AdminSearchAd {
  return {
    ...toAdCard(row),
    startsOn: row.starts_on,
    endsOn: row.ends_on,
    active: row.active,
    live: row.live,
    impressions: row.impressions,
    clicks: row.clicks,
    created: row.created.toISOString(),
  };
}

/**
 * Search ads as editors manage them (issue 17). An ad is created inactive until its image is uploaded (the media
 * module's ad image call); an active ad always has an image and an https link, so the listing never shows a card
 * without a picture or sends a visitor to a plain-http page.
 */
@Injectable()
export class AdsAdminService {
  constructor(
    private readonly repository: AdsAdminRepository,
    private readonly clock: Clock,
  ) {}

  async list(): Promise<AdminSearchAd[]> {
    return (await this.repository.findAll(adsToday(this.clock))).map(toAd);
  }

  async create(ad: SearchAdWriteParsed): Promise<AdminSearchAd> {
    if (ad.active) throw new RequestValidationError({ image: [SEARCH_AD_MESSAGES.imageRequired] });
    const id = await this.repository.insert(ad);
    return toAd((await this.repository.findOne(id, adsToday(this.clock))) as AdminAdRow);
  }

  async update(id: number, ad: SearchAdWriteParsed): Promise<AdminSearchAd> {
    return this.repository.transaction(async (tx) => {
      const hasImage = await this.repository.lockImageState(tx, id);
      if (hasImage === undefined) throw new AdsError('ad_not_found');
      if (ad.active && !hasImage) throw new RequestValidationError({ image: [SEARCH_AD_MESSAGES.imageRequired] });
      await this.repository.update(tx, id, ad);
      return toAd((await this.repository.findOne(id, adsToday(this.clock), tx)) as AdminAdRow);
    });
  }

  async remove(id: number): Promise<void> {
    if (!(await this.repository.remove(id))) throw new AdsError('ad_not_found');
  }

  async stats(id: number): Promise<SearchAdStats> {
    if (!(await this.repository.findOne(id, adsToday(this.clock)))) throw new AdsError('ad_not_found');
    return { days: await this.repository.stats(id) };
  }

  /** The ad's link after counting the click-through; 404 for an unknown ad. */
  async click(id: number): Promise<string> {
    const url = await this.repository.recordClick(id, adsToday(this.clock));
    if (url === undefined) throw new AdsError('ad_not_found');
    return url;
  }
}
