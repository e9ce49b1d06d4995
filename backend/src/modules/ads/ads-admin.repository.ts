import { Injectable } from '@nestjs/common';
import type { SearchAdWriteParsed } from '@events/contracts/ads';
import { DatabaseService } from '../../database/database.service.js';
import { returnedRows, type SqlExecutor } from '../../database/sql-executor.js';
import type { AdCardRow } from './ad-card.read-model.js';
import {
  AD_HAS_IMAGE_SQL,
  AD_STATS_SQL,
  ADMIN_AD_SQL,
  ADMIN_ADS_SQL,
  DELETE_AD_SQL,
  INSERT_AD_SQL,
  RECORD_AD_CLICK_SQL,
  UPDATE_AD_SQL,
} from './ads.queries.js';

export type AdminAdRow = AdCardRow & {
  starts_on: string | null;
  ends_on: string | null;
  active: boolean;
  live: boolean;
  impressions: number;
  clicks: number;
  created: Date;
};

const valuesOf = (ad: SearchAdWriteParsed) => [ad.title, ad.description, ad.url, ad.button_text, ad.starts_on, ad.ends_on, ad.active];

/** The editors' side of search ads: their rows, schedules and per-day counts. */
@Injectable()
export class AdsAdminRepository {
  constructor(private readonly db: DatabaseService) {}

  transaction<T>(work: (tx: SqlExecutor) => Promise<T>): Promise<T> {
    return this.db.transaction(work);
  }

  /** Every ad, with whether it runs on `today` (a region date). */
  findAll(today: string): Promise<AdminAdRow[]> {
    return this.db.query<AdminAdRow[]>(ADMIN_ADS_SQL, [today]);
  }

  async findOne(id: number, today: string, tx?: SqlExecutor): Promise<AdminAdRow | undefined> {
    return returnedRows<AdminAdRow>(await (tx ?? this.db).query(ADMIN_AD_SQL, [today, id]))[0];
  }

  async insert(ad: SearchAdWriteParsed): Promise<number> {
    return (returnedRows<{ id: number }>(await this.db.query(INSERT_AD_SQL, valuesOf(ad)))[0] as { id: number }).id;
  }

  /** undefined: no such ad; otherwise whether it has an image (the row stays locked for the update). */
  async lockImageState(tx: SqlExecutor, id: number): Promise<boolean | undefined> {
    return returnedRows<{ has_image: boolean }>(await tx.query(AD_HAS_IMAGE_SQL, [id]))[0]?.has_image;
  }

  async update(tx: SqlExecutor, id: number, ad: SearchAdWriteParsed): Promise<void> {
    await tx.query(UPDATE_AD_SQL, [id, ...valuesOf(ad)]);
  }

  async remove(id: number): Promise<boolean> {
    return returnedRows(await this.db.query(DELETE_AD_SQL, [id])).length > 0;
  }

  stats(id: number): Promise<{ day: string; impressions: number; clicks: number }[]> {
    return this.db.query(AD_STATS_SQL, [id]);
  }

  /** Counts a click-through on `today` and answers the ad's link; undefined for an unknown ad. */
  async recordClick(id: number, today: string): Promise<string | undefined> {
    return returnedRows<{ url: string }>(await this.db.query(RECORD_AD_CLICK_SQL, [id, today]))[0]?.url;
  }
}
