import 'reflect-metadata';
import { parseArgs } from 'node:util';
import { Clock } from '../../common/clock/clock.js';
import { parseConfigOrReport, type AppConfig } from '../../config/app-config.js';
import { createApp } from '../../create-app.js';
import { type CliOutput, runWhenInvoked, TERMINAL } from '../../database/cli-database.js';
import { AlertsService } from './alerts.service.js';

export const ALERTS_SEND_USAGE = `Usage: npm run alerts:send -- [--email E] [--database-url URL] [--smtp-url URL] [--public-url URL]

Runs the saved-search digest job now, whatever the hour (ALERTS_SEND_HOUR is for the schedule): each user whose
digest of today has not gone out gets it (with --email, only that account). A running server's own job skips while this holds the job lock, and a
digest already sent today is never sent again. Options override DATABASE_URL, SMTP_URL and PUBLIC_URL.`;

/** `alerts:send` without process concerns: the exit code (0 done, 1 failed, 2 usage). */
export async function runAlertsSend(argv: readonly string[], env: NodeJS.ProcessEnv, out: CliOutput): Promise<number> {
  let values: { email?: string; 'database-url'?: string; 'smtp-url'?: string; 'public-url'?: string; help?: boolean };
  try {
    values = parseArgs({
      args: [...argv],
      options: { email: { type: 'string' }, 'database-url': { type: 'string' }, 'smtp-url': { type: 'string' }, 'public-url': { type: 'string' }, help: { type: 'boolean' } },
      strict: true,
    }).values;
  } catch (error) {
    out.error(error instanceof Error ? (error.message.split('\n')[0] ?? '') : String(error));
    out.error(ALERTS_SEND_USAGE);
    return 2;
  }
  if (values.help) {
    out.log(ALERTS_SEND_USAGE);
    return 0;
  }
  const config = parseConfigOrReport(
    {
      ...env,
      LOG_LEVEL: env.LOG_LEVEL ?? 'warn',
      ...(values['database-url'] ? { DATABASE_URL: values['database-url'] } : {}),
      ...(values['smtp-url'] ? { SMTP_URL: values['smtp-url'] } : {}),
      ...(values['public-url'] ? { PUBLIC_URL: values['public-url'] } : {}),
    },
    (message) => out.error(message),
  );
  if (config === undefined) return 2;
  // The database's outage probe runs on an unref'd timer: without a handle of its own, a command waiting for the
  // database to come back would see node exit early, silently, with code 0.
  const keepAlive = setInterval(() => undefined, 1000);
  try {
    return await sendNow(config, values.email, out);
  } finally {
    clearInterval(keepAlive);
  }
}

async function sendNow(config: AppConfig, email: string | undefined, out: CliOutput): Promise<number> {
  // The command's app neither schedules nor works the job engine's jobs: they stay with the servers.
  const app = await createApp({ ...config, scheduledJobs: false, alerts: { ...config.alerts, sendHour: 0 } });
  try {
    const alerts = app.get(AlertsService);
    let onlyUserId: number | null = null;
    if (email !== undefined) {
      const found = await alerts.findUserId(email);
      if (found === undefined) {
        out.error(`No account has the e-mail address ${email}.`);
        return 1;
      }
      onlyUserId = found;
    }
    const run = await alerts.runDigestJob(app.get(Clock).now(), onlyUserId);
    if (!run.ran) {
      out.error(`Another instance is running the digest job of ${run.sendDay}; nothing was sent.`);
      return 1;
    }
    out.log(`Digests of ${run.sendDay}: ${run.mailsSent} sent, ${run.mailsFailed} failed, ${run.nothingNew} with nothing new.`);
    return run.mailsFailed > 0 ? 1 : 0;
  } finally {
    await app.close();
  }
}

runWhenInvoked(import.meta.url, () => runAlertsSend(process.argv.slice(2), process.env, TERMINAL));
