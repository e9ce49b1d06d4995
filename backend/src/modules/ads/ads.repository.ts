import { Injectable } from '@nestjs/common';
import { DatabaseService } from '../../database/database.service.js';
import { type AdCard, type AdCardRow, toAdCard } from './ad-card.read-model.js';
import { FIND_BEST_SEARCH_ADS_SQL, RECORD_AD_IMPRESSION_SQL } from './ads.queries.js';

export type AdCandidate = AdCard & { readonly weight: number };

export type AdTargeting = { readonly eventTypeIds: readonly number[]; readonly keyword: string | undefined };

type AdRow = AdCardRow & { weight: number };

@Injectable()
export class AdsRepository {
  constructor(private readonly db: DatabaseService) {}

  /** The ads running on `today` (a region date) that are best targeted at this search (all of the top score). */
  async findBestAdsForSearch(targeting: AdTargeting, today: string): Promise<AdCandidate[]> {
    const rows = await this.db.query<AdRow[]>(FIND_BEST_SEARCH_ADS_SQL, [
      targeting.eventTypeIds.length > 0 ? [...targeting.eventTypeIds] : null,
      targeting.keyword && targeting.keyword.trim() !== '' ? targeting.keyword : null,
      today,
    ]);
    return rows.map((row) => ({ ...toAdCard(row), weight: row.weight }));
  }

  /** Adds one impression for `today` (a region date); false when the ad does not exist. */
  async recordImpression(adId: number, today: string): Promise<boolean> {
    const rows = await this.db.query<{ impressions: number }[]>(RECORD_AD_IMPRESSION_SQL, [adId, today]);
    return rows.length > 0;
  }
}
