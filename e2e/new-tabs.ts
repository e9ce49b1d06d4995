// New tabs that the browser opens by itself (a Ctrl/Cmd-click on a link), seen at the browser's own level.
import type { Page } from '@playwright/test';

/**
 * The addresses of the tabs of `page`'s browser context other than `page`, from Chromium's target list. A tab opened
 * by a modified click has no opener, and Playwright sometimes never reports it as a page of the context, though the
 * browser opened and navigated it (PerpetualSoftware/pad#1350 traced this over 61 runs); a test then waited 90 s on
 * context.waitForEvent('page'). The browser's target list has it in every case.
 */
export async function otherTabUrls(page: Page): Promise<string[]> {
  const browser = page.context().browser();
  if (browser === null) throw new Error('otherTabUrls needs a launched browser');
  const pageSession = await page.context().newCDPSession(page);
  const browserSession = await browser.newBrowserCDPSession();
  try {
    const { targetInfo: own } = await pageSession.send('Target.getTargetInfo');
    const { targetInfos } = await browserSession.send('Target.getTargets');
    return targetInfos
      .filter((target) => target.type === 'page' && target.browserContextId === own.browserContextId && target.targetId !== own.targetId)
      .map((target) => target.url);
  } finally {
    await pageSession.detach();
    await browserSession.detach();
  }
}
