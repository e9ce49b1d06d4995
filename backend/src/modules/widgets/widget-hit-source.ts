import { isbot } from 'isbot';
import { HOST_MAX, UNKNOWN_HOST } from '@events/contracts/widget-metrics';

/** The request headers that tell who is asking for a widget page or sending its hits. */
export type HitRequestHeaders = Readonly<Record<string, string | string[] | undefined>>;

function header(headers: HitRequestHeaders, name: string): string {
  const value = headers[name];
  return (Array.isArray(value) ? value[0] : value) ?? '';
}

/**
 * Whether a request is a person's view: not a crawler (isbot on the User-Agent; no User-Agent at all counts as a
 * bot) and not a speculative load (Chromium's `Sec-Purpose: prefetch` and `Purpose: prefetch`, Firefox's
 * `X-Moz: prefetch`), which the browser makes before anyone looks at the page.
 */
export function isCountableView(headers: HitRequestHeaders): boolean {
  const agent = header(headers, 'user-agent');
  if (agent === '' || isbot(agent)) return false;
  const purpose = `${header(headers, 'sec-purpose')} ${header(headers, 'purpose')} ${header(headers, 'x-moz')} ${header(headers, 'x-purpose')}`;
  return !/prefetch|prerender|preview/i.test(purpose);
}

/** The host of a URL in lower case ('' when it is not an http(s) URL). */
export function hostOfUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return '';
    return parsed.host.toLowerCase().slice(0, HOST_MAX + 6);
  } catch {
    return '';
  }
}

/**
 * The embedding site of a widget page request, from its Referer (browsers send the framing page's origin, or
 * nothing under a strict referrer policy: '(unknown)'). Null when the page was reached from the widget's own pages
 * (a paging link): that is the same view, not a new impression.
 */
export function embeddingHostOf(headers: HitRequestHeaders, ownHost: string): string | null {
  const referer = header(headers, 'referer');
  if (referer === '') return UNKNOWN_HOST;
  const host = hostOfUrl(referer);
  if (host === '') return UNKNOWN_HOST;
  if (host === ownHost.toLowerCase()) {
    try {
      if (new URL(referer).pathname.startsWith('/widget/')) return null;
    } catch {
      return UNKNOWN_HOST;
    }
  }
  return host;
}
