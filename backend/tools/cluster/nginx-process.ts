import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { accessLogPath, runnerConfig, siteConfig } from './nginx-config.js';

/** What to install when nginx is missing (Debian's packages; .ci/run installs them). */
export const NGINX_PACKAGES = 'nginx libnginx-mod-http-brotli-filter';

/** nginx's own folders: Debian puts the binary in /usr/sbin, which is not on an ordinary user's PATH. */
const NGINX_CANDIDATES = ['/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/local/nginx/sbin/nginx'];
const BROTLI_FILTER = 'ngx_http_brotli_filter_module.so';
const START_TIMEOUT_MS = 15_000;
const STOP_TIMEOUT_MS = 10_000;

/** The nginx binary: NGINX_PATH, else `nginx` on PATH, else nginx's usual folders; undefined when there is none. */
export function findNginx(): string | undefined {
  if (process.env.NGINX_PATH) return process.env.NGINX_PATH;
  const onPath = spawnSync('sh', ['-c', 'command -v nginx'], { encoding: 'utf8' }).stdout.trim();
  if (onPath !== '') return onPath;
  return NGINX_CANDIDATES.find((candidate) => existsSync(candidate));
}

/** The brotli filter module of this nginx (Debian's libnginx-mod-http-brotli-filter), when it is installed. */
function brotliModule(binary: string): string | undefined {
  const version = spawnSync(binary, ['-V'], { encoding: 'utf8' });
  const modulesPath = /--modules-path=(\S+)/.exec(`${version.stdout}${version.stderr}`)?.[1] ?? '/usr/lib/nginx/modules';
  const module = path.join(modulesPath, BROTLI_FILTER);
  return existsSync(module) ? module : undefined;
}

export type NginxOptions = {
  /** host:port of each backend instance. */
  readonly instances: readonly string[];
  readonly port: number;
  /** The address to listen on; default 127.0.0.1 (all interfaces: '*'). */
  readonly host?: string;
  readonly cache: boolean;
  readonly workers?: number | 'auto';
  readonly accessLog?: 'off' | 'immediate' | 'buffered';
  /** Receives nginx's own messages (errors, warnings). */
  readonly output?: (line: string) => void;
};

export type NginxProcess = {
  readonly url: string;
  readonly port: number;
  readonly pid: number | undefined;
  /** Whether the brotli module is loaded (else gzip only). */
  readonly brotli: boolean;
  /** The access log's lines so far (log format `cluster`, deploy/nginx/nginx.conf.template). */
  accessLog(): Promise<string[]>;
  /** nginx's own messages so far (errors and warnings: an instance that failed a request, and how). */
  errorLog(): Promise<string[]>;
  exited(): boolean;
  /** Resolves when nginx has exited, however it ended. */
  whenExited(): Promise<void>;
  /** SIGQUIT (graceful: requests under way finish) or SIGTERM (fast); SIGKILL after 10 s; then the folder goes. */
  stop(signal?: 'SIGQUIT' | 'SIGTERM'): Promise<void>;
};

function accepts(port: number, host: string): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host });
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
  });
}

/** A log's lines, without the empty one after its last newline. */
const linesOf = (text: string): string[] => text.split('\n').filter((line) => line !== '');

/**
 * Starts nginx in the foreground on the shipped site (deploy/nginx/) in front of `instances`, everything it writes in
 * a temporary folder, and resolves once it accepts connections. Throws when nginx is not installed or refuses to
 * start (with its message).
 */
export async function startNginx(options: NginxOptions): Promise<NginxProcess> {
  const binary = findNginx();
  if (binary === undefined) throw new Error(`nginx is not installed (Debian: apt-get install -y ${NGINX_PACKAGES})`);
  const brotli = brotliModule(binary);
  const prefix = await mkdtemp(path.join(os.tmpdir(), 'events-nginx-'));
  // Run as root, nginx's workers run as nobody: they must reach the folder nginx creates their paths in.
  await chmod(prefix, 0o755);
  const host = options.host ?? '127.0.0.1';
  const site = path.join(prefix, 'region-events.conf');
  const main = path.join(prefix, 'nginx.conf');
  await writeFile(
    site,
    siteConfig({
      instances: options.instances,
      listen: host === '*' ? String(options.port) : `${host}:${options.port}`,
      serverName: '_',
      cacheDir: path.join(prefix, 'cache'),
      cache: options.cache,
      brotli: brotli !== undefined,
    }),
  );
  await writeFile(main, runnerConfig({ prefix, site, workers: options.workers ?? 'auto', modules: brotli ? [brotli] : [], accessLog: options.accessLog ?? 'off' }));

  const child: ChildProcess = spawn(binary, ['-p', prefix, '-c', main, '-e', path.join(prefix, 'error.log')], { stdio: ['ignore', 'pipe', 'pipe'] });
  let exited = false;
  const exit = new Promise<void>((resolve) => child.once('exit', () => ((exited = true), resolve())));
  const errorLog = (): Promise<string> => readFile(path.join(prefix, 'error.log'), 'utf8').catch(() => '');
  const relay = (chunk: Buffer): void => {
    for (const line of chunk.toString().split('\n')) if (line.trim() !== '') options.output?.(line);
  };
  child.stdout?.on('data', relay);
  child.stderr?.on('data', relay);
  const stop = async (signal: 'SIGQUIT' | 'SIGTERM' = 'SIGTERM'): Promise<void> => {
    if (!exited) {
      child.kill(signal);
      const killer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
      await exit;
      clearTimeout(killer);
    }
    await rm(prefix, { recursive: true, force: true });
  };

  const connectHost = host === '*' || host === '0.0.0.0' ? '127.0.0.1' : host;
  const until = Date.now() + START_TIMEOUT_MS;
  // nginx writes its pid file once it has bound its port: before that, another program on the port would answer.
  const pidFile = path.join(prefix, 'nginx.pid');
  while (!(existsSync(pidFile) && !exited && (await accepts(options.port, connectHost)))) {
    if (exited || Date.now() > until) {
      const reason = exited ? `exited with ${child.exitCode}` : `did not listen on ${options.port} within ${START_TIMEOUT_MS / 1000} s`;
      const log = await errorLog();
      await stop();
      throw new Error(`nginx ${reason}:\n${log.trim()}`);
    }
    await sleep(50);
  }
  return {
    url: `http://${connectHost}:${options.port}`,
    port: options.port,
    pid: child.pid,
    brotli: brotli !== undefined,
    accessLog: async () => linesOf(await readFile(accessLogPath(prefix), 'utf8').catch(() => '')),
    errorLog: async () => linesOf(await errorLog()),
    exited: () => exited,
    whenExited: () => exit,
    stop,
  };
}
