import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { rspack, type Stats } from '@rspack/core';
import { defineFederatedApp } from './federated-app.ts';
import { SHARED_SINGLETONS } from './shared-singletons.ts';

/**
 * Strings only react-router's code that no front end calls carries (they survive minification): the RSC client, the
 * turbo-stream encoder of single fetch, and the cookie session storage. A shared module keeps every export it
 * publishes, so sharing `react-router` itself brings all three to every first page (~60 KB gz).
 */
const UNUSED_ROUTER_CODE = {
  rsc: 'React Router v7 requires React 19+ for RSC features.',
  turboStream: 'Cannot encode symbol unless created with Symbol.for()',
  cookieSessions: '__session',
};

/** A warning only react-router's development build gives (its package exports name that build in every mode). */
const DEVELOPMENT_WARNING = 'You rendered descendant <Routes>';

const appDir = path.resolve(import.meta.dirname, '..');
const consumer = path.resolve(import.meta.dirname, '../../router/src/testing/router-consumer.tsx');
let outputDir = '';
let scripts: string[] = [];

function build(): Promise<Stats> {
  const config = defineFederatedApp({
    kind: 'host',
    appDir,
    federationName: 'router_consumer',
    entry: consumer,
    html: { title: 'Router consumer', description: 'Built by shared-router.spec.ts.' },
    devPort: 0,
  })({}, { mode: 'production' });
  const compiler = rspack({ ...config, output: { ...config.output, path: outputDir } });
  return new Promise((resolve, reject) => {
    compiler.run((error, stats) => {
      compiler.close(() => undefined);
      if (error || !stats) reject(error ?? new Error('rspack returned no stats'));
      else if (stats.hasErrors()) reject(new Error(stats.toString({ all: false, errors: true })));
      else resolve(stats);
    });
  });
}

describe('the shared router', () => {
  beforeAll(async () => {
    outputDir = mkdtempSync(path.join(tmpdir(), 'shared-router-'));
    await build();
    scripts = readdirSync(outputDir)
      .filter((file) => file.endsWith('.js'))
      .map((file) => readFileSync(path.join(outputDir, file), 'utf8'));
  });
  afterAll(() => rmSync(outputDir, { recursive: true, force: true }));

  it('is the lean entry, never the whole react-router package', () => {
    expect(SHARED_SINGLETONS).toContain('@events/router');
    expect(SHARED_SINGLETONS).not.toContain('react-router');
  });

  it('builds the router the app uses', () => {
    expect(scripts.some((text) => text.includes('useLocation() may be used only in the context of a <Router>'))).toBe(true);
  });

  it("takes react-router's production build, without its development warnings", () => {
    expect(scripts.filter((text) => text.includes(DEVELOPMENT_WARNING))).toHaveLength(0);
  });

  it.each(Object.entries(UNUSED_ROUTER_CODE))('leaves react-router\'s %s code out of every chunk', (_part, marker) => {
    expect(scripts.filter((text) => text.includes(marker))).toHaveLength(0);
  });
});
