import 'reflect-metadata';
import { parseArgs, type ParseArgsConfig } from 'node:util';
import { SUBSCRIPTION_STATUSES, type SubscriptionStatus } from '@events/contracts/reference';
import type { DataSource } from 'typeorm';
import { defaultConfig } from '../../config/app-config.js';
import { cliClock, type CliOutput, runWhenInvoked, TERMINAL, withCliDatabase } from '../../database/cli-database.js';
import { DatabaseService } from '../../database/database.service.js';
import { usersServiceOn, type UsersService } from '../users/users.service.js';
import type { PlanRecord } from './billing.repository.js';
import { type BillingService, billingServiceOn } from './billing.service.js';

const STATUSES = SUBSCRIPTION_STATUSES.map((s) => s.value);

export const PLAN_SET_USAGE = `Usage: npm run plan:set -- --code C [--name N] (--active-events N | --no-limit) [--database-url URL]

Creates a subscription plan or changes one: C is its code (lower-case letters, digits, - and _), N its name, and
--active-events the number of active events each venue of a producer on the plan may have (--no-limit: any number).
Changing an existing plan, left-out options keep their values.`;

export const PLAN_ASSIGN_USAGE = `Usage: npm run plan:assign -- --email E --plan C [--status ${STATUSES.join('|')}] [--portal-link URL] [--database-url URL]

Puts the account E on plan C with the status (default active): its latest subscription changes, or a first one is
made. Active and trialing subscriptions may publish within the plan's allowance; any other status may not.`;

const PLAN_CODE = /^[a-z0-9][a-z0-9_-]{0,63}$/;
const PLAN_NAME_MAX = 128;

function billingOn(dataSource: DataSource): { billing: BillingService; users: UsersService } {
  const db = new DatabaseService(dataSource);
  const clock = cliClock();
  return { billing: billingServiceOn(db, defaultConfig(), clock), users: usersServiceOn(db, clock) };
}

/** parseArgs, with an unknown or malformed option printed as one line instead of thrown. */
function parseOptions<const O extends NonNullable<ParseArgsConfig['options']>>(argv: readonly string[], options: O, out: CliOutput) {
  try {
    return parseArgs({ args: [...argv], options, strict: true }).values;
  } catch (error) {
    out.error(error instanceof Error ? error.message.split('\n')[0] ?? String(error) : String(error));
    return undefined;
  }
}

/** "10 active events per venue" or "no event limit". */
function allowanceText(plan: PlanRecord): string {
  if (plan.activeEventsAllowed === null) return 'no event limit';
  return `${plan.activeEventsAllowed} active event${plan.activeEventsAllowed === 1 ? '' : 's'} per venue`;
}

/** `plan:set` without process concerns: the exit code (0 done, 1 refused, 2 usage). */
export async function runPlanSet(argv: readonly string[], dataSource: DataSource, out: CliOutput): Promise<number> {
  const values = parseOptions(
    argv,
    {
      code: { type: 'string' },
      name: { type: 'string' },
      'active-events': { type: 'string' },
      'no-limit': { type: 'boolean' },
      'database-url': { type: 'string' },
    },
    out,
  );
  if (!values) return 2;
  const code = values.code?.trim() ?? '';
  if (code === '') {
    out.error(PLAN_SET_USAGE);
    return 2;
  }
  if (!PLAN_CODE.test(code)) {
    out.error(`--code must be 1 to 64 lower-case letters, digits, - or _, starting with a letter or digit (got "${code}")`);
    return 2;
  }
  const name = values.name?.trim();
  if (name !== undefined && (name.length === 0 || name.length > PLAN_NAME_MAX)) {
    out.error(`--name must be 1 to ${PLAN_NAME_MAX} characters`);
    return 2;
  }
  const allowanceGiven = values['active-events'];
  if (allowanceGiven !== undefined && values['no-limit']) {
    out.error('Give either --active-events or --no-limit, not both');
    return 2;
  }
  let allowance: number | null | undefined = values['no-limit'] ? null : undefined;
  if (allowanceGiven !== undefined) {
    allowance = /^\d{1,6}$/.test(allowanceGiven.trim()) ? Number(allowanceGiven.trim()) : Number.NaN;
    if (Number.isNaN(allowance)) {
      out.error(`--active-events must be a whole number from 0 to 999999 (got "${allowanceGiven}")`);
      return 2;
    }
  }

  const { billing } = billingOn(dataSource);
  const existing = await billing.findPlan(code);
  if (!existing && allowance === undefined) {
    out.error(`Plan "${code}" is new: give --active-events N or --no-limit`);
    return 2;
  }
  const plan: PlanRecord = {
    code,
    name: name ?? existing?.name ?? code,
    activeEventsAllowed: allowance === undefined ? (existing?.activeEventsAllowed ?? null) : allowance,
  };
  const created = await billing.setPlan(plan);
  out.log(`${created ? 'Created' : 'Updated'} plan ${plan.code} ("${plan.name}"): ${allowanceText(plan)}.`);
  return 0;
}

/** `plan:assign` without process concerns: the exit code (0 done, 1 refused, 2 usage). */
export async function runPlanAssign(argv: readonly string[], dataSource: DataSource, out: CliOutput): Promise<number> {
  const values = parseOptions(
    argv,
    {
      email: { type: 'string' },
      plan: { type: 'string' },
      status: { type: 'string', default: 'active' },
      'portal-link': { type: 'string' },
      'database-url': { type: 'string' },
    },
    out,
  );
  if (!values) return 2;
  if (!values.email || !values.plan) {
    out.error(PLAN_ASSIGN_USAGE);
    return 2;
  }
  if (!(STATUSES as readonly string[]).includes(values.status)) {
    out.error(`--status must be one of ${STATUSES.join(', ')} (got "${values.status}")`);
    return 2;
  }
  const portalLink = values['portal-link'] ?? null;
  if (portalLink !== null && !/^https?:\/\/\S+$/.test(portalLink)) {
    out.error(`--portal-link must be an http or https URL (got "${portalLink}")`);
    return 2;
  }
  const { billing, users } = billingOn(dataSource);
  const user = await users.findByEmail(values.email.trim());
  if (!user) {
    out.error(`No account with the e-mail address ${values.email}: create it first (npm run user:create).`);
    return 1;
  }
  const plan = await billing.findPlan(values.plan.trim());
  if (!plan) {
    out.error(`No plan "${values.plan}": create it first (npm run plan:set).`);
    return 1;
  }
  await billing.assignPlan(user.id, plan.code, values.status as SubscriptionStatus, portalLink);
  out.log(`${user.email} is on plan ${plan.code} ("${plan.name}", ${allowanceText(plan)}), status ${values.status}.`);
  return 0;
}

const COMMANDS = {
  set: { run: runPlanSet, usage: PLAN_SET_USAGE },
  assign: { run: runPlanAssign, usage: PLAN_ASSIGN_USAGE },
} as const;

async function main(): Promise<number> {
  const [command, ...argv] = process.argv.slice(2);
  const chosen = command === 'set' || command === 'assign' ? COMMANDS[command] : undefined;
  if (!chosen) {
    console.error(`${PLAN_SET_USAGE}\n\n${PLAN_ASSIGN_USAGE}`);
    return 2;
  }
  if (argv.includes('--help') || argv.includes('-h')) {
    console.log(chosen.usage);
    return 0;
  }
  return withCliDatabase(argv, (dataSource) => chosen.run(argv, dataSource, TERMINAL));
}

runWhenInvoked(import.meta.url, main);
