import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { publishedServerFile, REMOTE_SERVER_DIR, type SsrRemoteEntry } from '@events/contracts/page-render';

/** The part of a remote's mf-manifest.json these deploys change. */
export type RemoteManifest = { metaData: { ssrRemoteEntry?: SsrRemoteEntry } };

export const MANIFEST_FILE = 'mf-manifest.json';

export const sha256 = (bytes: Buffer | string): string => createHash('sha256').update(bytes).digest('hex');

/** The manifest in the remote's folder `dist` (its dist folder as deployed). */
export async function readRemoteManifest(dist: string): Promise<RemoteManifest> {
  return JSON.parse(await readFile(path.join(dist, MANIFEST_FILE), 'utf8')) as RemoteManifest;
}

/** The server build the manifest in `dist` names, as text; '' when it names none. */
export async function publishedServerCode(dist: string): Promise<string> {
  const name = (await readRemoteManifest(dist)).metaData.ssrRemoteEntry?.name;
  return name === undefined ? '' : readFile(path.join(dist, REMOTE_SERVER_DIR, name), 'utf8');
}

/**
 * Deploys `code` as the server build of the remote in `dist`, as a deploy of the remote does: the build under `name`
 * (its hash's by default, or a name that is not), then `manifestFile`, the manifest naming it, last and whole (a
 * rename: a link standing for the built manifest is replaced, never written through).
 */
export async function deployServerBuild(
  dist: string,
  code: string,
  { manifestFile = MANIFEST_FILE, name = publishedServerFile(sha256(code)) }: { manifestFile?: string; name?: string } = {},
): Promise<void> {
  await mkdir(path.join(dist, REMOTE_SERVER_DIR), { recursive: true });
  await writeFile(path.join(dist, REMOTE_SERVER_DIR, name), code);
  const manifest = await readRemoteManifest(dist);
  manifest.metaData.ssrRemoteEntry = { name, path: REMOTE_SERVER_DIR, type: 'commonjs-module' };
  const next = path.join(dist, `${manifestFile}.next`);
  await writeFile(next, JSON.stringify(manifest));
  await rename(next, path.join(dist, manifestFile));
}

/**
 * The `#root` of the pages `pageAt(attempt)` answers, asked again until one contains `marker`: a renderer reads a
 * remote's manifest again at most once a second, so a deploy shows within about a second. The last one after 5 s.
 */
export async function rootOnceRendered(pageAt: (attempt: number) => Promise<string>, marker: string): Promise<string> {
  let root = '';
  for (let attempt = 0; attempt < 50 && !root.includes(marker); attempt += 1) {
    root = await pageAt(attempt);
    if (!root.includes(marker)) await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return root;
}
