import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { fillPath } from '@events/contracts/endpoint';
import { IMAGE_MAX_BYTES } from '@events/contracts/media-constants';
import { mediaEndpoints } from '@events/contracts/media';
import pg from 'pg';
import sharp from 'sharp';
import { startTemporaryDatabase } from '../../src/database/embedded-database.js';
import { registerAndLogIn, startBackend } from './bench-databases.js';
import { loadAverage, runBench } from './bench-cli.js';
import { percentile } from './http-load.js';

/**
 * `npm run bench:upload` (issue 13 "Bad input and budgets"): a 10 MB JPEG uploaded N times through the real image
 * endpoint (multipart, crop at aspect 2, a 1600x800 primary and a 400x200 thumbnail written to the local store),
 * one after another: p95 of the answer time, and how much the backend's resident memory grew (its highest reading
 * during the run, and at the end, over the reading before the first upload). Budgets: p95 <= 1.5 s, growth < 100 MB.
 * `runUploadBench` is the measurement on its own, for a bench that already runs a backend (bench:write).
 */

export const UPLOAD_BUDGETS = { p95Ms: 1500, rssGrowthMb: 100 } as const;

export type UploadBenchOptions = {
  readonly baseUrl: string;
  /** `Bearer <token>` of an account that may edit the venue (a superuser or zeditor, or its producer). */
  readonly authorization: string;
  readonly venueId: number;
  /** The backend's process id, for its resident memory (Linux /proc). */
  readonly backendPid: number;
  readonly uploads?: number;
};

export type UploadBenchResult = {
  readonly uploads: number;
  readonly jpegBytes: number;
  readonly jpegPixels: string;
  readonly p50Ms: number;
  readonly p95Ms: number;
  readonly maxMs: number;
  readonly rssBeforeMb: number;
  readonly rssPeakMb: number;
  readonly rssAfterMb: number;
  /** Highest reading during the run over the reading before it: the figure the budget is about. */
  readonly rssGrowthMb: number;
};

/** Resident memory of a process, in MB (VmRSS of /proc/<pid>/status). */
export function rssMb(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').split('\n').find((l) => l.startsWith('VmRSS:')) ?? '';
  return Number(/(\d+)/.exec(line)?.[1] ?? Number.NaN) / 1024;
}

/**
 * A photo-like JPEG of just under IMAGE_MAX_BYTES: 6000 x 4000 (24 megapixels, a current camera's size), a gradient
 * with grain, at the quality that brings it closest to the limit.
 */
export async function tenMegabyteJpeg(): Promise<Buffer> {
  const width = 6000;
  const height = 4000;
  const pixels = Buffer.alloc(width * height * 3);
  let seed = 12345;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      const grain = (seed >> 16) % 48;
      const i = (y * width + x) * 3;
      pixels[i] = ((x * 255) / width + grain) & 0xff;
      pixels[i + 1] = ((y * 255) / height + grain) & 0xff;
      pixels[i + 2] = (128 + grain * 2) & 0xff;
    }
  }
  let best: Buffer | undefined;
  for (const quality of [97, 94, 91, 88, 85, 82, 78, 74, 70, 65, 60]) {
    const jpeg = await sharp(pixels, { raw: { width, height, channels: 3 } }).jpeg({ quality }).toBuffer();
    if (jpeg.length <= IMAGE_MAX_BYTES - 64 * 1024) {
      best = jpeg;
      break;
    }
  }
  if (!best) throw new Error('No quality brought the bench picture under 10 MB');
  return best;
}

/** Uploads the JPEG `uploads` times (default 20) to the venue and measures the answers and the backend's memory. */
export async function runUploadBench(options: UploadBenchOptions, jpeg?: Buffer): Promise<UploadBenchResult> {
  const picture = jpeg ?? (await tenMegabyteJpeg());
  const meta = await sharp(picture).metadata();
  const width = meta.width ?? 0;
  const height = meta.height ?? 0;
  const crop = { x: 0, y: Math.floor((height - width / 2) / 2), width, height: Math.floor(width / 2) };
  const url = `${options.baseUrl}${fillPath(mediaEndpoints.venueImage.path, { id: options.venueId })}`;
  const upload = async (): Promise<number> => {
    const form = new FormData();
    form.append('image_crop_data', JSON.stringify(crop));
    form.append('image', new Blob([new Uint8Array(picture)], { type: 'image/jpeg' }), 'bench.jpg');
    const started = performance.now();
    const res = await fetch(url, { method: 'POST', headers: { Authorization: options.authorization }, body: form });
    const body = await res.text();
    if (res.status !== 200) throw new Error(`The upload answered ${res.status}: ${body.slice(0, 300)}`);
    return performance.now() - started;
  };
  const rssBefore = rssMb(options.backendPid);
  let peak = rssBefore;
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssMb(options.backendPid));
  }, 20);
  const times: number[] = [];
  try {
    for (let i = 0; i < (options.uploads ?? 20); i++) times.push(await upload());
  } finally {
    clearInterval(sampler);
  }
  const rssAfter = rssMb(options.backendPid);
  peak = Math.max(peak, rssAfter);
  const sorted = [...times].sort((a, b) => a - b);
  return {
    uploads: times.length,
    jpegBytes: picture.length,
    jpegPixels: `${width}x${height}`,
    p50Ms: percentile(sorted, 50),
    p95Ms: percentile(sorted, 95),
    maxMs: sorted[sorted.length - 1] ?? Number.NaN,
    rssBeforeMb: rssBefore,
    rssPeakMb: peak,
    rssAfterMb: rssAfter,
    rssGrowthMb: peak - rssBefore,
  };
}

/**
 * The run bench:upload and bench:write print: the 10 MB picture, one warm-up upload (the first answer also loads
 * sharp's code and the route's, which no later upload pays), then the measured ones, with their budget verdicts.
 */
export async function uploadBenchVerdicts(options: UploadBenchOptions): Promise<{ readonly text: string; readonly ok: boolean }[]> {
  console.log('Making the 10 MB picture...');
  const jpeg = await tenMegabyteJpeg();
  const uploads = options.uploads ?? 20;
  console.log(`Uploading it ${uploads + 1} times (the first a warm-up)...`);
  await runUploadBench({ ...options, uploads: 1 }, jpeg);
  const result = await runUploadBench({ ...options, uploads }, jpeg);
  const mb = (n: number): string => n.toFixed(1);
  console.log(`Upload of a ${mb(result.jpegBytes / 1024 / 1024)} MB JPEG (${result.jpegPixels}) to a 1600x800 primary + 400x200 thumbnail, ${result.uploads} times:`);
  console.log(`  answer p50 ${Math.round(result.p50Ms)} ms, p95 ${Math.round(result.p95Ms)} ms, max ${Math.round(result.maxMs)} ms`);
  console.log(`  backend RSS before ${mb(result.rssBeforeMb)} MB, peak ${mb(result.rssPeakMb)} MB, after ${mb(result.rssAfterMb)} MB: growth ${mb(result.rssGrowthMb)} MB`);
  return [
    { text: `upload p95 ${Math.round(result.p95Ms)} ms <= ${UPLOAD_BUDGETS.p95Ms} ms`, ok: result.p95Ms <= UPLOAD_BUDGETS.p95Ms },
    { text: `upload RSS growth ${mb(result.rssGrowthMb)} MB < ${UPLOAD_BUDGETS.rssGrowthMb} MB`, ok: result.rssGrowthMb < UPLOAD_BUDGETS.rssGrowthMb },
  ];
}

/** Alone: a temporary database and media folder, a backend on them, a venue and a superuser, then the run. */
async function main(): Promise<number> {
  const { values } = parseArgs({ options: { uploads: { type: 'string', default: '20' } } });
  const uploads = Number(values.uploads);
  const mediaDir = await mkdtemp(path.join(os.tmpdir(), 'events-upload-bench-'));
  // Uploads are measured against a database that flushes its writes, as a deployment's does.
  const database = await startTemporaryDatabase({ durable: true });
  const backend = await startBackend(database.url, { MEDIA_DIR: mediaDir });
  try {
    const email = `upload-bench-${Date.now()}@example.org`;
    const { token, userId } = await registerAndLogIn(backend.url, { email, password: 'Upload-bench-orchard-2026!' });
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    let venueId: number;
    try {
      await client.query('UPDATE users SET is_superuser = true, is_staff = true WHERE id = $1', [userId]);
      const venue = await client.query<{ id: number }>(`INSERT INTO venues (name, slug, city, state, lat, lon) VALUES ('Bench Hall', 'bench-hall', 'Pittsfield', 'MA', 42.45, -73.25) RETURNING id`);
      venueId = venue.rows[0]?.id as number;
    } finally {
      await client.end();
    }
    const verdicts = await uploadBenchVerdicts({ baseUrl: backend.url, authorization: `Bearer ${token}`, venueId, backendPid: backend.pid as number, uploads });
    console.log(`Load average at the end: ${loadAverage()}`);
    console.log('Budget (issue 13):');
    for (const verdict of verdicts) console.log(`  ${verdict.ok ? 'PASS' : 'FAIL'}  ${verdict.text}`);
    return verdicts.every((v) => v.ok) ? 0 : 1;
  } finally {
    await backend.stop();
    await database.stop();
    await rm(mediaDir, { recursive: true, force: true });
  }
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  runBench(main);
}
