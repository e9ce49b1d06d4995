import { readFileSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from '../../src/config/project-paths.js';

/** The shipped nginx files (deploy/nginx/): the site, and the main file of an nginx run as a child process. */
export const NGINX_DEPLOY_DIR = path.join(REPO_ROOT, 'deploy', 'nginx');
export const SITE_TEMPLATE = path.join(NGINX_DEPLOY_DIR, 'region-events.conf.template');
export const RUNNER_TEMPLATE = path.join(NGINX_DEPLOY_DIR, 'nginx.conf.template');

/**
 * A placeholder's value: text put in its place, a list (the line is written once per item, none for an empty list)
 * or null (the line is left out).
 */
export type TemplateValue = string | readonly string[] | null;

const PLACEHOLDER = /\{\{([A-Z_]+)\}\}/g;

function renderLine(line: string, values: Readonly<Record<string, TemplateValue>>): string[] {
  const names = [...line.matchAll(PLACEHOLDER)].map((match) => match[1] as string);
  if (names.length === 0) return [line];
  for (const name of names) if (!(name in values)) throw new Error(`The nginx template has no value for {{${name}}}: ${line.trim()}`);
  if (names.some((name) => values[name] === null)) return [];
  const lists = [...new Set(names.filter((name) => Array.isArray(values[name])))];
  if (lists.length > 1) throw new Error(`One line of an nginx template repeats over one list at most: ${line.trim()}`);
  const items = lists.length === 0 ? [undefined] : (values[lists[0] as string] as readonly string[]);
  return items.map((item) => line.replace(PLACEHOLDER, (_, name: string) => (Array.isArray(values[name]) ? (item as string) : (values[name] as string))));
}

/** Fills a template's {{NAME}} placeholders (see TemplateValue); a placeholder without a value is an error. */
export function renderTemplate(template: string, values: Readonly<Record<string, TemplateValue>>): string {
  return template
    .split('\n')
    .flatMap((line) => renderLine(line, values))
    .join('\n');
}

export type SiteOptions = {
  /** host:port of each backend instance. */
  readonly instances: readonly string[];
  /** What nginx listens on: a port, or address:port. */
  readonly listen: string;
  readonly serverName: string;
  /** The cache folder (created by nginx, owned by its workers' user). */
  readonly cacheDir: string;
  /** false: the same site with the cache turned off (the bench's comparison). */
  readonly cache: boolean;
  /** Whether nginx has the brotli filter module (Debian: libnginx-mod-http-brotli-filter). */
  readonly brotli: boolean;
};

/** The site (region-events.conf.template) for these instances. */
export function siteConfig(options: SiteOptions): string {
  if (options.instances.length === 0) throw new Error('The nginx site needs at least one instance');
  return renderTemplate(readFileSync(SITE_TEMPLATE, 'utf8'), {
    INSTANCE: options.instances,
    LISTEN: options.listen,
    SERVER_NAME: options.serverName,
    CACHE_DIR: options.cacheDir,
    CACHE: options.cache ? 'region_events_cache' : 'off',
    BROTLI: options.brotli ? '' : null,
  });
}

export type RunnerOptions = {
  /** The folder holding the pid, logs, temporary files and cache. */
  readonly prefix: string;
  /** The rendered site file. */
  readonly site: string;
  readonly workers: number | 'auto';
  /** Absolute paths of the dynamic modules to load. */
  readonly modules: readonly string[];
  /** The access log, or off; `buffered` keeps lines for a second (the bench) instead of writing each at once. */
  readonly accessLog: 'off' | 'immediate' | 'buffered';
};

/** The access log's file inside the prefix folder. */
export function accessLogPath(prefix: string): string {
  return path.join(prefix, 'access.log');
}

/** The main file (nginx.conf.template) of an nginx run as a child process in `prefix`. */
export function runnerConfig(options: RunnerOptions): string {
  const log = accessLogPath(options.prefix);
  return renderTemplate(readFileSync(RUNNER_TEMPLATE, 'utf8'), {
    PREFIX: options.prefix,
    WORKERS: String(options.workers),
    MODULE: options.modules,
    ACCESS_LOG: options.accessLog === 'off' ? 'off' : options.accessLog === 'buffered' ? `${log} cluster buffer=256k flush=1s` : `${log} cluster`,
    SITE: options.site,
  });
}
