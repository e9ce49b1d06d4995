// A page rendered on the server (issue 29) shows its controls before the app owns them: a click or a key pressed
// then does nothing, as it would for a visitor on a slow phone, who presses again. Tests instead wait, after each
// navigation, until the app has hydrated such a page (PAGE_HYDRATED_ATTRIBUTE), so a step never races it.
import type { BrowserContext, Page } from '@playwright/test';
import { PAGE_HYDRATED_ATTRIBUTE, PAGE_STATE_ELEMENT_ID } from '@events/contracts/page-render';

/** Long enough for a cold remote on a busy CI machine; a page still not the app's by then fails the step. */
const HYDRATION_TIMEOUT_MS = 20_000;

/** Resolves once the page is not a server-rendered one, or the app owns it. */
export async function pageHydrated(page: Page): Promise<void> {
  await page
    .waitForFunction(
      ([stateId, attribute]) => document.getElementById(stateId) === null || document.documentElement.hasAttribute(attribute),
      [PAGE_STATE_ELEMENT_ID, PAGE_HYDRATED_ATTRIBUTE] as const,
      { timeout: HYDRATION_TIMEOUT_MS },
    )
    .catch((error: unknown) => {
      throw new Error(`${page.url()} was rendered on the server and the app did not take it over: ${String(error)}`);
    });
}

type Navigation = Page['goto'] | Page['reload'] | Page['goBack'] | Page['goForward'];
const waiting = new WeakSet<Page>();
/** Contexts without scripts: nothing hydrates there, the server's page is the whole page. */
const scriptless = new WeakSet<BrowserContext>();
/** Contexts whose new pages are already followed. */
const followed = new WeakSet<BrowserContext>();

function awaitHydrationAfterNavigations(page: Page): void {
  if (waiting.has(page)) return;
  waiting.add(page);
  const wrap = <T extends Navigation>(navigate: T): T =>
    (async (...args: Parameters<T>) => {
      const response = await (navigate as (...a: Parameters<T>) => ReturnType<T>).apply(page, args);
      // A test that asks for the page as soon as it is committed acts before hydration on purpose.
      const options = args.find((arg) => typeof arg === 'object' && arg !== null) as { waitUntil?: string } | undefined;
      if (options?.waitUntil !== 'commit' && !scriptless.has(page.context())) await pageHydrated(page);
      return response;
    }) as unknown as T;
  page.goto = wrap(page.goto);
  page.reload = wrap(page.reload);
  page.goBack = wrap(page.goBack);
  page.goForward = wrap(page.goForward);
}

/**
 * Every page of the context (those open and those to come) waits for hydration after goto, reload, back and forward,
 * unless the context runs no scripts. Called again for the same context (the test's `context` fixture, after the
 * browser made it), the later call's `javaScriptEnabled` holds: the fixture knows the test's option.
 */
export function awaitHydrationInContext(context: BrowserContext, javaScriptEnabled: boolean | undefined): void {
  if (javaScriptEnabled === false) scriptless.add(context);
  else scriptless.delete(context);
  if (followed.has(context)) return;
  followed.add(context);
  for (const page of context.pages()) awaitHydrationAfterNavigations(page);
  context.on('page', awaitHydrationAfterNavigations);
}
