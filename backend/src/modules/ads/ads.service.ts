import { Injectable } from '@nestjs/common';
import type { SearchAd, SearchAdQuery } from '@events/contracts/ads';
import { Clock } from '../../common/clock/clock.js';
import { REGION_TIME_ZONE } from '../../common/region/region-time.js';
import { todayIn } from '../search/search-criteria.js';
import { AdsError } from './ads.errors.js';
import { AdsRepository } from './ads.repository.js';

/** One item drawn with probability weight / total weight; `random` in [0, 1). */
export function pickWeighted<T extends { readonly weight: number }>(items: readonly T[], random: number): T | undefined {
  const total = items.reduce((sum, item) => sum + Math.max(0, item.weight), 0);
  if (total <= 0) return items[0];
  let remaining = random * total;
  for (const item of items) {
    remaining -= Math.max(0, item.weight);
    if (remaining < 0) return item;
  }
  return items[items.length - 1];
}

/** The region's date by the product's clock: the day ad schedules run by and counts are filed under. */
export function adsToday(clock: Clock): string {
  return todayIn(REGION_TIME_ZONE, clock.now());
}

@Injectable()
export class AdsService {
  constructor(
    private readonly repository: AdsRepository,
    private readonly clock: Clock,
  ) {}

  /**
   * An ad for this search: among the active ads running today, those best targeted at the search's event types
   * and keyword (untargeted ads when nothing targeted matches), one drawn by weight. 404 when none.
   */
  async adForSearch(query: SearchAdQuery, firstForSession: boolean, random: () => number = Math.random): Promise<SearchAd> {
    const candidates = await this.repository.findBestAdsForSearch({ eventTypeIds: query.event_types ?? [], keyword: query.keyword }, adsToday(this.clock));
    const ad = pickWeighted(candidates, random());
    if (!ad) throw new AdsError('no_ad_for_search');
    return {
      id: ad.id,
      title: ad.title,
      description: ad.description,
      image: ad.image,
      url: ad.url,
      buttonText: ad.buttonText,
      firstForSession,
    };
  }

  /** Counts that an ad was shown (one more impression today). 404 for an unknown ad. */
  async recordImpression(adId: number): Promise<void> {
    if (!(await this.repository.recordImpression(adId, adsToday(this.clock)))) throw new AdsError('ad_not_found');
  }
}
