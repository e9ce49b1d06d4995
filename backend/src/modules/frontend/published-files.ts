/** How long a published remote's file may take to arrive before the page is left to the browser. */
const PUBLISHED_FETCH_TIMEOUT_MS = 3000;

/**
 * A file a remote published on another origin (PAGE_SERVER_RENDERING_REMOTE_ORIGINS): its manifest, boot assets or
 * server build. Redirects are refused, since the trusted origin is the one asked; an answer other than 200 rejects.
 */
export async function fetchPublished(url: string): Promise<Response> {
  const response = await fetch(url, { redirect: 'error', signal: AbortSignal.timeout(PUBLISHED_FETCH_TIMEOUT_MS) });
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
  return response;
}

/** Whether `location` is a published remote's (an absolute http(s) URL) rather than a path on this disk. */
export const isUrl = (location: string): boolean => /^https?:\/\//.test(location);

/**
 * How long a look at a built file holds before it is looked at again: every page reads the builds' files (the shell's
 * page, the manifests, the boot assets), and a deploy shows within a second.
 */
export const RECHECK_MS = 1000;
