// The Chromium the browser benches measure pages in (`bench:web`, `bench:bundle`, `bench:analytics`): the full
// browser, headless, as quiet as a visitor's browser that is already open.
import { chromium } from '@playwright/test';

/**
 * Features of the browser itself that would be measured as the page's time. Chromium 156 builds its address bar's
 * suggestion popup as a web page (chrome://omnibox-popup, with the AI-mode box), and loads it for every new window:
 * each run's new context is a new window, so on this 2-core machine a cold load shared the CPU with some 300 requests
 * of the browser's own UI. A visitor's browser loaded it once, when it started. Off, the first paint of a blank page
 * came 100 ms sooner at 4x CPU (median of 9, 324 -> 216 ms), and the events list's 170 ms sooner.
 */
const BROWSER_UI_FEATURES = ['WebUIOmniboxPopup', 'WebUIOmniboxFullPopup', 'WebUIOmniboxAimPopup'];

/**
 * Playwright's own --disable-features (chromiumSwitches in playwright-core): the browser honours the last
 * --disable-features it is given, so ours restates them. PaintHolding is the one that changes a paint's time.
 */
const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
];

/** Chromium for a bench: CHROMIUM_PATH or Debian's /usr/bin/chromium. */
export function launchBenchChromium() {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--no-first-run',
      '--disable-quic',
      `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...BROWSER_UI_FEATURES].join(',')}`,
    ],
  });
}
