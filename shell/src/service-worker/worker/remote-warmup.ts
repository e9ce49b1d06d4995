import { CACHE_NAMES } from '../app-worker-protocol';

type RemoteManifest = {
  readonly metaData?: { readonly remoteEntry?: { readonly path?: string; readonly name?: string } };
  readonly exposes?: readonly { readonly assets?: { readonly js?: { readonly sync?: readonly string[] }; readonly css?: { readonly sync?: readonly string[] } } }[];
};

/** The files a remote's first screen needs: its entry and what its exposed modules load at once, beside its manifest. */
export function startupFilesOf(manifest: RemoteManifest, manifestUrl: string): string[] {
  const entry = manifest.metaData?.remoteEntry;
  const files = (manifest.exposes ?? []).flatMap((exposed) => [...(exposed.assets?.js?.sync ?? []), ...(exposed.assets?.css?.sync ?? [])]);
  if (entry?.name) files.unshift(`${entry.path ?? ''}${entry.name}`);
  return files.map((file) => new URL(file, manifestUrl).href);
}

async function warmRemote(cache: Cache, manifestUrl: string): Promise<void> {
  const answer = await fetch(manifestUrl, { cache: 'no-cache' });
  if (!answer.ok) return;
  await cache.put(manifestUrl, answer.clone());
  await cache.addAll(startupFilesOf((await answer.json()) as RemoteManifest, manifestUrl));
}

/**
 * At install, the entry files of this deployment's remotes (the anonymous registry's; a signed-in user's own
 * remotes are kept as their pages load them), so a repeat visit and an offline one start without the network.
 * The install never fails for it: what is missing is kept at run time.
 */
export async function warmRemotes(origin: string): Promise<void> {
  try {
    const answer = await fetch(new URL(APP_WORKER_BUILD.registryPath, origin), { credentials: 'omit' });
    if (!answer.ok) return;
    const { remotes } = (await answer.json()) as { readonly remotes: Readonly<Record<string, string>> };
    const cache = await caches.open(CACHE_NAMES.remotes);
    const sameOrigin = Object.values(remotes).filter((url) => new URL(url, origin).origin === origin);
    await Promise.all(sameOrigin.map((url) => warmRemote(cache, new URL(url, origin).href).catch(() => undefined)));
  } catch {
    // Offline or a registry that does not answer: the remotes are kept as pages load them.
  }
}
