// The backend's shell commands (user:create, plan:set, plan:assign), run inside the Playwright worker on the main
// server's database. Each command's module exports its work as a function of (argv, DataSource, output), which is
// what `npm run user:create` itself calls; here the modules load once per worker and share one connection pool,
// where a spawned `node …-cli.js` paid about a second of CPU each time to load the backend and connect.
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { mainDatabaseUrl } from './database-support.js';

const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../backend/dist');

/** What a command prints, collected (backend/src/database/cli-database.ts's CliOutput). */
type Output = { log(line: string): void; error(line: string): void };
/** A command's work: its arguments, the database, where it prints; answers its exit code. */
type Command = (argv: readonly string[], dataSource: unknown, out: Output) => Promise<number>;

export type CommandName = 'user:create' | 'plan:set' | 'plan:assign';

/** Where each command's function lives in the built backend, and its export. */
const COMMANDS: Record<CommandName, { readonly file: string; readonly name: string }> = {
  'user:create': { file: 'modules/producers/user-create-cli.js', name: 'runUserCreate' },
  'plan:set': { file: 'modules/billing/plan-cli.js', name: 'runPlanSet' },
  'plan:assign': { file: 'modules/billing/plan-cli.js', name: 'runPlanAssign' },
};

const load = async (file: string): Promise<Record<string, unknown>> => (await import(pathToFileURL(path.join(dist, file)).href)) as Record<string, unknown>;

let database: Promise<unknown> | undefined;

/** The worker's DataSource on the main server's database (opened on first use; idle connections let it exit). */
function mainDataSource(): Promise<unknown> {
  database ??= (async () => {
    const { openCliDataSource } = (await load('database/cli-database.js')) as { openCliDataSource: (url: string, options: { exitOnIdle: boolean }) => Promise<unknown> };
    return openCliDataSource(await mainDatabaseUrl(), { exitOnIdle: true });
  })();
  return database;
}

/** Runs a command to its end: its exit code and what it printed (standard output, then standard error). */
export async function runBackendCommand(name: CommandName, argv: readonly string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  const { file, name: exported } = COMMANDS[name];
  const command = (await load(file))[exported] as Command;
  const stdout: string[] = [];
  const stderr: string[] = [];
  const code = await command(argv, await mainDataSource(), { log: (line) => stdout.push(line), error: (line) => stderr.push(line) });
  return { code, stdout: stdout.join('\n'), stderr: stderr.join('\n') };
}
