import { expect, type Page } from '@playwright/test';
import { test } from '../product-clock.js';
import { expectNoSeriousA11yViolations } from '../axe.js';
import { E2E_ADSENSE, urlOf } from '../servers.js';

// "Today" of the listings is the region's calendar day.
test.use({ timezoneId: 'America/New_York' });

const items = (page: Page) => page.locator('.card-list > li');

/** Index among the list items of the one holding the ad-network unit, and how many result cards come before it. */
async function unitPlace(page: Page): Promise<{ index: number; cardsBefore: number }> {
  return items(page).evaluateAll((lis) => {
    const index = lis.findIndex((li) => li.querySelector('[data-testid="ad-network-unit"]') !== null);
    const cardsBefore = lis.slice(0, Math.max(index, 0)).filter((li) => li.querySelector('[data-testid="event-card"]') !== null).length;
    return { index, cardsBefore };
  });
}

test.describe('the ad-network unit of the events listing (spec section 9)', () => {
  test('house (default): a promotion for venue owners after the first two results, linking to the claim flow', async ({ page }) => {
    // axe-core is slow on a busy 2-core machine.
    test.slow();
    await page.goto(urlOf('main', '/events/'));
    const unit = page.getByTestId('ad-network-unit');
    await expect(unit).toBeVisible();
    expect(await page.getByTestId('event-card').count()).toBeGreaterThanOrEqual(3);
    await expect(unit).toHaveAttribute('data-ad-network', 'house');
    await expect(unit).toContainText('From Berkshires & Beyond');
    await expect(page.getByRole('complementary', { name: /List your events/i })).toBeVisible();
    await expect(unit.getByRole('heading', { level: 3, name: 'Run a venue? List your events here' })).toBeVisible();
    expect((await unitPlace(page)).cardsBefore).toBeGreaterThanOrEqual(2);
    const link = unit.getByRole('link', { name: 'Claim your venue' });
    await expect(link).toHaveAttribute('href', '/claim/poi/producer/');
    await expect(page.getByTestId('results')).toHaveAttribute('data-state', 'ready');
    await expectNoSeriousA11yViolations(page);
  });

  test('adsense: Google\'s unit after the first two results, its script loaded once under the page\'s CSP and asked to fill it', async ({ page }) => {
    const scriptRequests: string[] = [];
    // Google's loader, answered at the protocol: a small script that fills every unit pushed to it.
    await page.route('https://pagead2.googlesyndication.com/pagead/js/adsbygoogle.js?**', (route) => {
      scriptRequests.push(route.request().url());
      return route.fulfill({
        contentType: 'text/javascript',
        body: `(() => {
          const fill = () => document.querySelectorAll('ins.adsbygoogle:not([data-adsbygoogle-status])').forEach((ins) => {
            ins.setAttribute('data-adsbygoogle-status', 'done');
            ins.textContent = 'Local test ad';
          });
          const queue = window.adsbygoogle || [];
          const pushed = queue.length;
          window.adsbygoogle = { push: () => fill(), loaded: true, pushed };
          if (pushed > 0) fill();
        })();`,
      });
    });
    const cspErrors: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error' && /Content Security Policy/i.test(m.text())) cspErrors.push(m.text());
    });
    await page.goto(urlOf('brokenRemote', '/events/'));
    const unit = page.getByTestId('ad-network-unit');
    await expect(unit).toBeVisible();
    await expect(unit).toHaveAttribute('data-ad-network', 'adsense');
    await expect(page.getByRole('complementary', { name: 'Advertisement' }).locator('ins.adsbygoogle')).toHaveCount(1);
    const ins = unit.locator('ins.adsbygoogle');
    await expect(ins).toHaveAttribute('data-ad-client', E2E_ADSENSE.client);
    await expect(ins).toHaveAttribute('data-ad-slot', E2E_ADSENSE.slot);
    await expect(ins).toHaveAttribute('data-ad-format', 'auto');
    await expect(ins).toHaveAttribute('data-full-width-responsive', 'true');
    await expect(ins).toHaveAttribute('data-adsbygoogle-status', 'done');
    await expect(ins).toHaveText('Local test ad');
    expect((await unitPlace(page)).cardsBefore).toBeGreaterThanOrEqual(2);
    expect(scriptRequests).toEqual([`https://pagead2.googlesyndication.com/pagead/js/adsbygoogle.js?client=${E2E_ADSENSE.client}`]);
    await expect(page.locator('script[src^="https://pagead2.googlesyndication.com/"]')).toHaveCount(1);
    expect(cspErrors).toEqual([]);
  });
});
