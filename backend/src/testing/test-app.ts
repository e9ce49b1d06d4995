import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { type AppConfig, defaultConfig } from '../config/app-config.js';
import { createApp } from '../create-app.js';
import { type DatabaseServer, startTemporaryDatabase } from '../database/embedded-database.js';

export const FAKE_SHELL_HTML = '<!doctype html><html><head><title>Events shell</title></head><body><div id="root"></div></body></html>';

/** A WEB_ROOT with a fake built shell, one remote's manifest and the widget page. */
export async function createFakeWebRoot(): Promise<string> {
  const root = await mkdtemp(path.join(os.tmpdir(), 'events-web-'));
  const write = async (file: string, content: string): Promise<void> => {
    await mkdir(path.dirname(path.join(root, file)), { recursive: true });
    await writeFile(path.join(root, file), content);
  };
  await write('shell/dist/index.html', FAKE_SHELL_HTML);
  await write('shell/dist/static/js/main.3f9a1c2b.js', 'console.log("shell");');
  await write('mfe-discovery/dist/mf-manifest.json', '{"id":"mfe_discovery"}');
  await write('mfe-discovery/dist/remoteEntry.js', 'var mfe_discovery;');
  await write('mfe-widget/dist/index.html', '<!doctype html><title>Widget</title>');
  return root;
}

export type TestApp = {
  readonly app: NestExpressApplication;
  /** The HTTP server to hand to supertest. */
  readonly server: ReturnType<NestExpressApplication['getHttpServer']>;
  readonly db: DatabaseServer;
  readonly config: AppConfig;
  /** app.close(), then stop PostgreSQL and delete the temporary folders. Call it in afterAll. */
  close(): Promise<void>;
};

/** The whole app on its own embedded PostgreSQL (temporary data folder) and a fake WEB_ROOT. */
export async function startTestApp(overrides: Partial<AppConfig> = {}): Promise<TestApp> {
  const db = await startTemporaryDatabase();
  const webRoot = await createFakeWebRoot();
  try {
    const config = defaultConfig({ databaseUrl: db.url, webRoot, ...overrides });
    const app = await createApp(config);
    return {
      app,
      server: app.getHttpServer(),
      db,
      config,
      close: async () => {
        await app.close();
        await db.stop();
        await rm(webRoot, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await db.stop();
    await rm(webRoot, { recursive: true, force: true });
    throw error;
  }
}
