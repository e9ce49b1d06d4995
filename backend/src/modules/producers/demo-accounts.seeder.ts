import { Inject, Injectable, Logger } from '@nestjs/common';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { type AccountRole, UsersService } from '../users/users.service.js';
import { RoleAccountsService } from './role-accounts.service.js';

export type DemoAccount = { readonly role: AccountRole; readonly email: string; readonly firstName: string; readonly password: string };

/** The demo producer, whom the later demo steps give a calendar and a calendar import. */
export const DEMO_PRODUCER_EMAIL = 'producer@example.org';

const DEMO_ACCOUNTS: readonly Omit<DemoAccount, 'password'>[] = [
  { role: 'user', email: 'user@example.org', firstName: 'Una' },
  { role: 'producer', email: DEMO_PRODUCER_EMAIL, firstName: 'Pat' },
  { role: 'editor', email: 'editor@example.org', firstName: 'Eddie' },
  { role: 'superuser', email: 'admin@example.org', firstName: 'Ada' },
];

/**
 * With SEED_DEMO on and no account yet, makes one account per role (user, producer managing two demo venues
 * with an active subscription, one with room for events and one at its limit, editor, superuser) with random passwords printed once on stdout. Runs after
 * the catalogue's demo seed, which calls `seedDemoAccounts` once it has venues (seed/demo-seeder.ts); holds an
 * advisory lock so parallel instances make them once.
 */
@Injectable()
export class DemoAccountsSeeder {
  private readonly logger = new Logger('DemoAccounts');

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly users: UsersService,
    private readonly roleAccounts: RoleAccountsService,
  ) {}

  async seedDemoAccounts(): Promise<void> {
    if (!this.config.seedDemo) return;
    const made = await this.createDemoAccountsIfNone();
    if (made.length === 0) return;
    const width = Math.max(...made.map((a) => a.email.length));
    const lines = made.map((a) => `  ${a.role.padEnd(10)} ${a.email.padEnd(width)}  ${a.password}`);
    process.stdout.write(`Demo accounts (for local use only; passwords shown this once):\n${lines.join('\n')}\n`);
  }

  /** The accounts made (none when any account exists already). */
  async createDemoAccountsIfNone(): Promise<DemoAccount[]> {
    return this.users.withDemoAccountsLock(async (manager, userCount) => {
      if (userCount > 0) return [];
      const made: DemoAccount[] = [];
      for (const account of DEMO_ACCOUNTS) {
        const { password, venues } = await this.roleAccounts.createWithRole({ ...account, lastName: 'Demo', producerVenues: 2, showcaseVenues: true }, manager);
        if (account.role === 'producer' && venues.length === 0) this.logger.warn('No venue exists yet: the demo producer manages none until one is assigned');
        made.push({ ...account, password });
      }
      return made;
    });
  }
}
