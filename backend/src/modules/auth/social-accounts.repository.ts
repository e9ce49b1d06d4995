import { Injectable } from '@nestjs/common';
import type { SocialProvider } from '@events/contracts/auth';
import { DatabaseService } from '../../database/database.service.js';
import {
  FIND_SOCIAL_ACCOUNT_SQL,
  LINK_SOCIAL_ACCOUNT_SQL,
  SOCIAL_ACCOUNTS_OF_USER_SQL,
  TAKE_OVER_UNCONFIRMED_SQL,
  UNLINK_SOCIAL_PROVIDER_SQL,
} from './social-accounts.queries.js';

export type SocialAccountRecord = { readonly provider: SocialProvider; readonly email: string; readonly created: Date };

@Injectable()
export class SocialAccountsRepository {
  constructor(private readonly db: DatabaseService) {}

  async findSocialAccountOwner(provider: SocialProvider, subject: string): Promise<number | undefined> {
    const rows = await this.db.query<{ user_id: number }[]>(FIND_SOCIAL_ACCOUNT_SQL, [provider, subject]);
    return rows[0]?.user_id;
  }

  /** Links the account; false when (provider, subject) already belongs to another user. */
  async linkSocialAccount(userId: number, provider: SocialProvider, subject: string, email: string): Promise<boolean> {
    const rows = await this.db.query<{ user_id: number }[]>(LINK_SOCIAL_ACCOUNT_SQL, [provider, subject, userId, email]);
    return rows[0]?.user_id === userId;
  }

  findSocialAccounts(userId: number): Promise<SocialAccountRecord[]> {
    return this.db.query<SocialAccountRecord[]>(SOCIAL_ACCOUNTS_OF_USER_SQL, [userId]);
  }

  /** See TAKE_OVER_UNCONFIRMED_SQL; false when the address was confirmed meanwhile (nothing changed). */
  async takeOverUnconfirmed(userId: number, now: Date): Promise<boolean> {
    const rows = await this.db.query<{ taken: number }[]>(TAKE_OVER_UNCONFIRMED_SQL, [userId, now]);
    return rows[0]?.taken === 1;
  }

  /** Removes the user's links to a provider; answers how many there were. */
  async unlinkSocialProvider(userId: number, provider: SocialProvider): Promise<number> {
    const rows = await this.db.query<{ removed: number }[]>(UNLINK_SOCIAL_PROVIDER_SQL, [userId, provider]);
    return rows[0]?.removed ?? 0;
  }
}
