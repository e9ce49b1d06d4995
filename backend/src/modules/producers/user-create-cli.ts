import 'reflect-metadata';
import { defaultConfig } from '../../config/app-config.js';
import { parseArgs } from 'node:util';
import { DataSource } from 'typeorm';
import { cliClock, type CliOutput, databaseCommand, runWhenInvoked, TERMINAL } from '../../database/cli-database.js';
import { DatabaseService } from '../../database/database.service.js';
import { RequestValidationError } from '../../common/errors/request-validation.error.js';
import { ACCOUNT_ROLES, type AccountRole, usersServiceOn } from '../users/users.service.js';
import { billingServiceOn } from '../billing/billing.service.js';
import { ProducersRepository } from './producers.repository.js';
import { ProducersService } from './producers.service.js';
import { RoleAccountsService } from './role-accounts.service.js';

export const USAGE = `Usage: npm run user:create -- --email E [--role ${ACCOUNT_ROLES.join('|')}] [--password P] [--first-name N] [--last-name N] [--database-url URL]

Creates an account. Without --password a random one is generated and printed once. A producer also gets a
venue to manage (the first published venue nobody manages) and an active subscription. The database is
--database-url, else DATABASE_URL, else the embedded PostgreSQL in DATA_DIR (stop the running backend first).`;

/** The command without process concerns: parses `argv`, creates the account on `dataSource`; the exit code. */
export async function runUserCreate(argv: readonly string[], dataSource: DataSource, out: CliOutput): Promise<number> {
  const { values } = parseArgs({
    args: [...argv],
    options: {
      email: { type: 'string' },
      role: { type: 'string', default: 'user' },
      password: { type: 'string' },
      'first-name': { type: 'string' },
      'last-name': { type: 'string' },
      'database-url': { type: 'string' },
    },
  });
  if (!values.email) {
    out.error(USAGE);
    return 2;
  }
  if (!(ACCOUNT_ROLES as readonly string[]).includes(values.role)) {
    out.error(`--role must be one of ${ACCOUNT_ROLES.join(', ')} (got "${values.role}")`);
    return 2;
  }
  const db = new DatabaseService(dataSource);
  const clock = cliClock();
  const producers = new ProducersService(new ProducersRepository(db), billingServiceOn(db, defaultConfig(), clock), clock);
  const roleAccounts = new RoleAccountsService(usersServiceOn(db, clock), producers);
  try {
    const made = await roleAccounts.createWithRole({
      email: values.email,
      role: values.role as AccountRole,
      password: values.password,
      firstName: values['first-name'],
      lastName: values['last-name'],
    });
    out.log(`Created ${made.user.email} (id ${made.user.id}, role ${values.role}).`);
    if (values.role === 'producer') {
      out.log(made.venues.length > 0 ? `Manages: ${made.venues.map((v) => `${v.name} (id ${v.id})`).join(', ')}; subscription active.` : 'No venue exists yet: run the seed first, then assign a venue.');
    }
    if (made.generated) out.log(`Password (shown once): ${made.password}`);
    return 0;
  } catch (error) {
    if (!(error instanceof RequestValidationError)) throw error;
    for (const [field, messages] of Object.entries(error.fieldErrors)) out.error(`${field}: ${messages.join(' ')}`);
    return 1;
  }
}

runWhenInvoked(import.meta.url, databaseCommand(USAGE, (argv, dataSource) => runUserCreate(argv, dataSource, TERMINAL)));
