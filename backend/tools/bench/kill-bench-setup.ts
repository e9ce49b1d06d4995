import { execFile } from 'node:child_process';
import { chmod, mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { openDataset } from './bench-databases.js';
import { targetsOf } from './soak-targets.js';
import type { SoakTargets } from './soak-load.js';

/** What the benches that kill PostgreSQL or a backend mid-run (cluster-bench, soak-bench) set up alike. */

const execFileAsync = promisify(execFile);

/** The search bench's region catalogue, which the kill benches load. */
const REGION = { name: 'region', venues: 2_000, events: 10_000, seed: 'bench-region' } as const;

/** How long each run lasts, how many connections it keeps busy, and the second of the run the kill comes at. */
export type KillBenchTiming = { readonly seconds: number; readonly connections: number; readonly killAt: number };

/** The --seconds, --connections and --kill-at options; undefined when one is not a positive number or the kill is not before the end. */
export function killBenchTiming(values: { readonly seconds: string; readonly connections: string; readonly 'kill-at': string }): KillBenchTiming | undefined {
  const seconds = Number(values.seconds);
  const connections = Number(values.connections);
  const killAt = Number(values['kill-at']);
  if (!(seconds > 0) || !(connections > 0) || !(killAt > 0) || killAt >= seconds) return undefined;
  return { seconds, connections, killAt };
}

/** A private copy of the region catalogue: its data folder (PostgreSQL in `<dataDir>/postgres`) is the bench's to kill. */
export type RegionCopy = {
  readonly dataDir: string;
  readonly clusterDir: string;
  /** The events and venues of the catalogue, for the load. */
  readonly targets: SoakTargets;
  /** The URL the cached catalogue answered on (its port changes when the copy starts). */
  readonly cachedUrl: string;
};

/** The search bench's cached region database, copied while stopped into a new temporary folder named `<prefix>…`. */
export async function copyRegionCatalogue(today: string, prefix: string): Promise<RegionCopy> {
  const dataset = await openDataset(REGION, today, false);
  const targets = await targetsOf(dataset.server.url);
  const cachedUrl = dataset.server.url;
  await dataset.server.stop();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), prefix));
  await chmod(dataDir, 0o755);
  const clusterDir = path.join(dataDir, 'postgres');
  await execFileAsync('cp', ['-a', dataset.clusterDir, clusterDir]);
  return { dataDir, clusterDir, targets, cachedUrl };
}
