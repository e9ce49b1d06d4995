import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { siteConfig } from './nginx-config.js';

/**
 * `npm run nginx:config -- --instance 10.0.0.11:3000 --instance 10.0.0.12:3000 --server-name events.example.org
 * [--listen 80] [--cache-dir /var/cache/nginx/region-events] [--no-brotli] [--out region-events.conf]`: the shipped
 * site (deploy/nginx/region-events.conf.template) for a production nginx, written to --out or printed.
 */
const USAGE =
  'Usage: npm run nginx:config -- --instance HOST:PORT [--instance HOST:PORT ...] --server-name NAME [--listen 80] ' +
  '[--cache-dir /var/cache/nginx/region-events] [--no-brotli] [--out FILE]';

function main(): number {
  const { values } = parseArgs({
    options: {
      instance: { type: 'string', multiple: true, default: [] },
      'server-name': { type: 'string' },
      listen: { type: 'string', default: '80' },
      'cache-dir': { type: 'string', default: '/var/cache/nginx/region-events' },
      'no-brotli': { type: 'boolean', default: false },
      out: { type: 'string' },
    },
  });
  const serverName = values['server-name'];
  if (values.instance.length === 0 || serverName === undefined || !values.instance.every((instance) => /^[\w.-]+:\d{1,5}$|^\[[\da-f:]+\]:\d{1,5}$/i.test(instance))) {
    console.error(USAGE);
    return 2;
  }
  const site = siteConfig({
    instances: values.instance,
    listen: values.listen,
    serverName,
    cacheDir: values['cache-dir'],
    cache: true,
    brotli: !values['no-brotli'],
  });
  if (values.out === undefined) {
    process.stdout.write(site);
    return 0;
  }
  try {
    writeFileSync(values.out, site);
    return 0;
  } catch (error) {
    console.error(`Cannot write ${values.out}: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  }
}

process.exitCode = main();
