// The backend instances the end-to-end run starts, each with its own embedded PostgreSQL and data folder.
import { tmpdir } from 'node:os';
import path from 'node:path';

export type ServerName = 'main' | 'crossOrigin' | 'brokenRemote';

type Server = { port: number; env: Record<string, string> };

const basePort = Number(process.env.E2E_BASE_PORT ?? 4310);

export const SERVERS: Record<ServerName, Server> = {
  main: { port: basePort, env: {} },
  // The discovery remote is fetched from another origin (127.0.0.1 vs localhost): runtime registry + CORS.
  crossOrigin: {
    port: basePort + 1,
    env: {
      REMOTE_MFE_DISCOVERY_URL: `http://127.0.0.1:${basePort + 1}/remotes/mfe-discovery/mf-manifest.json`,
      CORS_ORIGINS: `http://localhost:${basePort + 1}`,
    },
  },
  // The account remote points at a port where nothing listens.
  brokenRemote: {
    port: basePort + 2,
    env: { REMOTE_MFE_ACCOUNT_URL: 'http://127.0.0.1:9/mf-manifest.json' },
  },
};

export const dataDir = (name: ServerName) => path.join(tmpdir(), 'events-e2e', name);

export const urlOf = (name: ServerName, pathname = '/') => `http://localhost:${SERVERS[name].port}${pathname}`;
