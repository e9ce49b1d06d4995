import { readFileSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_LANGUAGE } from '@events/contracts/languages';
import { REMOTE_SERVER_FILE, SHELL_SERVER_FILE, type PageQuery, type RemoteServerModule, type ShellServerModule } from '@events/contracts/page-render';
import { runCommonJsSource } from '../../src/common/render/server-build.js';
import { REPO_ROOT } from '../../src/config/project-paths.js';

/** A listing page ready to render: its address and the query-cache entries its render reads. */
type PreparedPage = { readonly url: string; readonly queries: readonly PageQuery[] };

/** What rendering pages alone cost this process. */
export type RenderAlone = { readonly pages: number; readonly renders: number; readonly cpuMsPerPage: number };

/** Passes over the prepared pages: the first warms the builds up (V8's compiler), the others are measured. */
const MEASURED_PASSES = 3;

/**
 * The shell's and discovery's server builds, loaded as the backend loads them (runCommonJsSource; the remote's
 * packages resolved from the shell's build, so both use one React) with React's production build: NODE_ENV is read
 * when React is first required, and nothing in this process requires it before.
 */
function loadBuilds(): { shell: ShellServerModule; remote: RemoteServerModule } {
  process.env.NODE_ENV = 'production';
  const shellFile = path.join(REPO_ROOT, 'shell', 'dist-server', SHELL_SERVER_FILE);
  const remoteFile = path.join(REPO_ROOT, 'mfe-discovery', 'dist-server', REMOTE_SERVER_FILE);
  const shell = runCommonJsSource(readFileSync(shellFile, 'utf8'), shellFile) as ShellServerModule;
  const remote = runCommonJsSource(readFileSync(remoteFile, 'utf8'), remoteFile, shellFile) as RemoteServerModule;
  return { shell, remote };
}

/**
 * The shell's React render of listing pages alone, in this process: `pages` are first prepared as the backend's
 * renderer does (the remote's pageQueries, its API calls asked of `baseUrl` over HTTP as an anonymous visitor with
 * `cookie`), then rendered with their answers at hand, over and over. No HTTP, database, page assembly or write is
 * in the figure: it is the least a page rendered fresh costs beside its listing's API answer, whatever the backend
 * around it does.
 */
export async function measureRenderAlone(baseUrl: string, pages: readonly string[], cookie: string): Promise<RenderAlone> {
  const { shell, remote } = loadBuilds();
  const now = Date.now();
  const apiFetch: typeof fetch = (input, init) => {
    const target = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const url = new URL(target, baseUrl);
    return fetch(`${baseUrl}${url.pathname}${url.search}`, { ...init, headers: { accept: 'application/json', cookie } });
  };
  const prepared: PreparedPage[] = [];
  for (const url of pages) {
    const { notFound, queries } = await remote.pageQueries({ url, now, origin: baseUrl, fetch: apiFetch });
    if (!notFound) prepared.push({ url, queries });
  }
  const renderAll = async (): Promise<void> => {
    for (const page of prepared) await shell.renderPage({ url: page.url, now, language: DEFAULT_LANGUAGE, remoteName: 'mfe-discovery', remote, queries: page.queries });
  };
  await renderAll();
  const before = process.cpuUsage();
  for (let pass = 0; pass < MEASURED_PASSES; pass++) await renderAll();
  const used = process.cpuUsage(before);
  const renders = prepared.length * MEASURED_PASSES;
  return { pages: prepared.length, renders, cpuMsPerPage: (used.user + used.system) / 1000 / Math.max(1, renders) };
}
