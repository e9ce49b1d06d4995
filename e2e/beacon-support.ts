// The site beacon as the end-to-end tests watch it: what the pages sent, and the server's answers.
import { ANALYTICS_BEACON_PATH } from '@events/contracts/analytics-constants';
import { expect, type BrowserContext, type Request } from '@playwright/test';

export type SentBeacon = {
  views: { page_view: string; path: string }[];
  impressions?: { pageView: string; items: { kind: string; id: number; widgetId?: string }[] };
};

const SENT = 'e2e-beacon-sent';
const BODY = 'e2e-beacon-body ';

const isBeacon = (request: Request) => request.url().endsWith(ANALYTICS_BEACON_PATH) && request.method() === 'POST';

/**
 * Watches the beacons of every page of `context`. Chromium does not show Playwright the body of a sendBeacon
 * (microsoft/playwright#12231), so a script in each page logs each one it sends (at once, then its body); the
 * browser still sends the beacon itself, and the server's answers are recorded as they come.
 */
export async function watchBeacons(context: BrowserContext) {
  await context.addInitScript(
    ([beaconPath, sentMark, bodyMark]) => {
      const send = navigator.sendBeacon.bind(navigator);
      navigator.sendBeacon = (url, data) => {
        if (String(url).endsWith(beaconPath) && data instanceof Blob) {
          console.debug(sentMark);
          void data.text().then((text) => console.debug(bodyMark + text));
        }
        return send(url, data);
      };
    },
    [ANALYTICS_BEACON_PATH, SENT, BODY] as const,
  );
  let sentCount = 0;
  const bodies: SentBeacon[] = [];
  let requests = 0;
  const statuses: number[] = [];
  const setCookies: string[] = [];
  context.on('console', (message) => {
    const text = message.text();
    if (text === SENT) sentCount += 1;
    else if (text.startsWith(BODY)) bodies.push(JSON.parse(text.slice(BODY.length)) as SentBeacon);
  });
  context.on('request', (request) => {
    if (isBeacon(request)) requests += 1;
  });
  context.on('response', (response) => {
    if (!isBeacon(response.request())) return;
    statuses.push(response.status());
    const cookie = response.headers()['set-cookie'];
    if (cookie !== undefined) setCookies.push(cookie);
  });

  return {
    /** Every beacon the context's pages have sent so far. */
    sent: (): readonly SentBeacon[] => bodies,
    /** Waits until a page has sent the view of `path`, and the server has answered every beacon sent so far. */
    async viewDelivered(path: string): Promise<void> {
      await expect.poll(() => bodies.flatMap((beacon) => beacon.views.map((view) => view.path))).toContain(path);
      await expect.poll(() => [requests >= sentCount, statuses.length === requests]).toEqual([true, true]);
    },
    /** The server's answers so far: their statuses, and any Set-Cookie header among them. */
    answers: () => ({ statuses: [...statuses], setCookies: [...setCookies] }),
  };
}
