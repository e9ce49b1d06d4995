import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { parseArgs } from 'node:util';
import { addDaysToLocalDate, localDateOf } from '@events/domain/local-time';
import { defaultConfig } from '../../src/config/app-config.js';
import { createApp } from '../../src/create-app.js';
import { startTemporaryDatabase } from '../../src/database/embedded-database.js';
import { CalendarImportsService } from '../../src/modules/calendar-imports/calendar-imports.service.js';
import { toAuthUser, UsersService } from '../../src/modules/users/users.service.js';
import { DataSource } from 'typeorm';
import { loadAverage, runBackendBench } from './bench-cli.js';

/**
 * `npm run bench:import` (issue 30): a feed of --events (5,000) events imported into an empty venue, then the same
 * feed imported again (served with a new ETag, so it is fetched and parsed in full, not answered 304). Prints against
 * the budgets: the first import <= 30 s; the re-import <= 5 s with 0 rows written; the backend's RSS growth during
 * both <= 150 MB. The backend runs in this process (createApp), with the backend's Node.js options, on a temporary
 * embedded PostgreSQL; the feed comes from a local HTTP server, allow-listed as the tests do.
 */

const BUDGETS = { firstSeconds: 30, againSeconds: 5, rssMb: 150 } as const;
/** The tables an import writes: a re-import of an unchanged feed must write none of them. */
const WRITTEN_TABLES = ['events', 'event_dates', 'event_occurrences', 'event_search', 'calendar_source_events'] as const;

const compact = (date: string, time: string): string => `${date.replace(/-/g, '')}T${time}00`;

/** A venue's calendar as a calendar app exports it: one event in five weekly (eight weeks), the rest once, over 90 days. */
function feedOf(count: number, today: string): string {
  const lines = ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Bench//Import//EN', 'X-WR-CALNAME:Bench calendar'];
  for (let i = 0; i < count; i += 1) {
    const day = addDaysToLocalDate(today, 1 + (i % 90));
    const hour = String(10 + (i % 11)).padStart(2, '0');
    lines.push(
      'BEGIN:VEVENT',
      `UID:bench-${i}@import.example.org`,
      'DTSTAMP:20270101T000000Z',
      `DTSTART:${compact(day, `${hour}00`)}`,
      `DTEND:${compact(day, `${String(Number(hour) + 2).padStart(2, '0')}00`)}`,
      ...(i % 5 === 0 ? ['RRULE:FREQ=WEEKLY;COUNT=8'] : []),
      `SUMMARY:Bench event ${i}`,
      `DESCRIPTION:Event number ${i} of the bench calendar.\\nSecond line.`,
      `CATEGORIES:${['Music', 'Theater', 'Film', 'Talks'][i % 4]}`,
      `URL:https://venue.example.org/events/${i}`,
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR');
  return `${lines.join('\r\n')}\r\n`;
}

async function main(): Promise<number> {
  const { values } = parseArgs({ options: { events: { type: 'string' } } });
  const count = Number(values.events ?? 5000);
  console.log(`Import bench: a ${count.toLocaleString('en-US')}-event feed into an empty venue, then again; load average ${loadAverage()}`);
  const database = await startTemporaryDatabase();
  let etag = 1;
  let body = '';
  const server = createServer((_, res) => void res.writeHead(200, { 'content-type': 'text/calendar', etag: `"v${etag}"` }).end(body));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/bench.ics`;
  const base = defaultConfig();
  const app = await createApp(defaultConfig({ databaseUrl: database.url, calendarImports: { ...base.calendarImports, allowedNetworks: ['127.0.0.0/8'], scheduled: false } }));
  try {
    const db = app.get(DataSource);
    const [venue] = await db.query<{ id: number; time_zone: string }[]>(
      `INSERT INTO venues (slug, name, street, city, state, postal_code, lat, lon, time_zone, published)
       VALUES ('bench-hall', 'Bench Hall', '1 Main St', 'Pittsfield', 'MA', '01201', 42.45, -73.25, 'America/New_York', true) RETURNING id, time_zone`,
    );
    const [user] = await db.query<{ id: number }[]>(`INSERT INTO users (username, email, password_hash) VALUES ('bench', 'bench@example.org', NULL) RETURNING id`);
    await db.query('INSERT INTO venue_managers (venue_id, user_id, is_billing_contact) VALUES ($1, $2, true)', [venue!.id, user!.id]);
    await db.query(`INSERT INTO subscriptions (user_id, status, plan, active_events_allowed) VALUES ($1, 'active', 'bench', NULL)`, [user!.id]);
    const producer = toAuthUser(await app.get(UsersService).findById(user!.id));
    body = feedOf(count, localDateOf(new Date(), venue!.time_zone));
    const imports = app.get(CalendarImportsService);

    global.gc?.();
    const before = process.memoryUsage().rss;
    let peak = before;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
    let started = performance.now();
    const first = await imports.addFeed(producer, venue!.id, { url });
    const firstSeconds = (performance.now() - started) / 1000;

    etag += 1;
    const [{ txid }] = (await db.query<{ txid: string }[]>('SELECT txid_current()::text AS txid')) as [{ txid: string }];
    started = performance.now();
    const again = await imports.syncNow(producer, first.id);
    const againSeconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    const written = await db.query<{ table: string; rows: number }[]>(
      WRITTEN_TABLES.map((table) => `SELECT '${table}' AS table, count(*)::int AS rows FROM ${table} WHERE xmin::text::bigint > $1::bigint`).join(' UNION ALL '),
      [txid],
    );
    const writes = written.reduce((sum, row) => sum + row.rows, 0);
    const rssMb = (Math.max(peak, process.memoryUsage().rss) - before) / 1024 / 1024;

    const verdict = (ok: boolean): string => (ok ? 'PASS' : 'OVER BUDGET');
    console.log(`  first import: ${firstSeconds.toFixed(1)} s (budget <= ${BUDGETS.firstSeconds} s) ${verdict(firstSeconds <= BUDGETS.firstSeconds)}; ${JSON.stringify(first.lastCounts)}${first.lastError ? `, error: ${first.lastError}` : ''}`);
    console.log(`  re-import:    ${againSeconds.toFixed(1)} s (budget <= ${BUDGETS.againSeconds} s) ${verdict(againSeconds <= BUDGETS.againSeconds)}; ${JSON.stringify(again.lastCounts)}`);
    console.log(`  rows written by the re-import: ${writes} (budget 0) ${verdict(writes === 0)}${writes > 0 ? ` ${JSON.stringify(written)}` : ''}`);
    console.log(`  backend RSS growth: ${rssMb.toFixed(0)} MB (budget <= ${BUDGETS.rssMb} MB) ${verdict(rssMb <= BUDGETS.rssMb)}`);
    const ok = firstSeconds <= BUDGETS.firstSeconds && againSeconds <= BUDGETS.againSeconds && writes === 0 && rssMb <= BUDGETS.rssMb && first.lastCounts?.new === count;
    return ok ? 0 : 1;
  } finally {
    await app.close();
    server.close();
    await database.stop();
  }
}

runBackendBench(main);
