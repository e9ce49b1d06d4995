import { expect, type Page } from '@playwright/test';
import { describeViolations, seriousA11yViolations } from './axe.js';

/** Issue 19's phone: 390 x 844 CSS pixels, touch. */
export const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2 } as const;

/** The smallest tap target the phone budget allows, in CSS pixels (both sides). */
export const MIN_TAP = 44;

/**
 * Serious or critical axe violations of the page as it stands, with the target-size rule (WCAG 2.2 "Target Size
 * (Minimum)") switched on; it is off by default.
 */
export async function expectNoSeriousA11yViolationsOnPhone(page: Page): Promise<void> {
  expect(describeViolations(await seriousA11yViolations(page, ['target-size']))).toEqual([]);
}

/**
 * Tap targets on screen smaller than MIN_TAP on either side: links, buttons, form controls and menu items that
 * are visible. A checkbox or radio counts with its labels (a tap on a label toggles it); a link inside a
 * sentence is exempt (WCAG's inline exception).
 */
export async function smallTapTargets(page: Page): Promise<string[]> {
  return page.evaluate((min) => {
    const selector = 'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [role="menuitem"], [role="tab"]';
    const small: string[] = [];
    for (const element of Array.from(document.querySelectorAll<HTMLElement>(selector))) {
      const style = getComputedStyle(element);
      if (style.visibility === 'hidden' || style.display === 'none') continue;
      let box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      if (element.closest('[aria-hidden="true"], .site-skip-link')) continue;
      if (element instanceof HTMLInputElement && (element.type === 'checkbox' || element.type === 'radio')) {
        // The box and its labels together: a tap on either toggles it.
        const boxes = [box, ...Array.from(element.labels ?? []).map((label) => label.getBoundingClientRect())];
        const left = Math.min(...boxes.map((b) => b.left));
        const top = Math.min(...boxes.map((b) => b.top));
        box = new DOMRect(left, top, Math.max(...boxes.map((b) => b.right)) - left, Math.max(...boxes.map((b) => b.bottom)) - top);
      }
      if (element.tagName === 'A' && element.closest('p') && (element.closest('p')?.textContent ?? '').trim() !== (element.textContent ?? '').trim()) continue;
      if (box.width + 0.5 < min || box.height + 0.5 < min) {
        const name = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 30);
        small.push(`${element.tagName.toLowerCase()}${element.className ? `.${String(element.className).split(' ')[0]}` : ''} "${name}" ${Math.round(box.width)}x${Math.round(box.height)}`);
      }
    }
    return small;
  }, MIN_TAP);
}

/** The page scrolls sideways: its content is wider than the viewport. */
export async function scrollsSideways(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);
}
