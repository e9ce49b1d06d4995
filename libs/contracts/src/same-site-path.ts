/** A path a browser reads as another host: `//host`, `/\\host`, or with a control character it strips. */
function leavesSite(path: string): boolean {
  if (!path.startsWith('/') || path.startsWith('//') || path.includes('\\')) return true;
  for (let i = 0; i < path.length; i += 1) {
    const code = path.charCodeAt(i);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}

const PLACEHOLDER_ORIGIN = 'http://same-site.invalid';

/**
 * `path` normalised when it stays on this site (`/account/`, `/events/?q=1#x`), else null: the one rule for a redirect
 * target (`next`), on the server and in the browser. The checks run on the raw text and again on the normalised path
 * the redirect would carry: `/.//evil.com`, `/..//evil.com` and `/a/..//evil.com/x` normalise to `//evil.com...`, a
 * protocol-relative URL, so they are refused too.
 */
export function sameSitePath(path: string): string | null {
  if (leavesSite(path)) return null;
  try {
    const url = new URL(path, PLACEHOLDER_ORIGIN);
    if (url.origin !== PLACEHOLDER_ORIGIN) return null;
    const normalised = `${url.pathname}${url.search}${url.hash}`;
    return leavesSite(normalised) ? null : normalised;
  } catch {
    return null;
  }
}
