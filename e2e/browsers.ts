// The Chromium builds the end-to-end tests drive, and the switches every run of them gets.
import { existsSync } from 'node:fs';

/**
 * Chromium's headless shell (Debian's chromium-headless-shell) runs the same Blink and V8 without the full browser's
 * UI layers: the discovery-details and saved-lists specs took 83 s instead of 107 s here, with 43% less browser CPU.
 * The full browser stays the fallback; the benches keep measuring it, as a visitor's browser.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
/** The full browser: what a test needs that the headless shell lacks (it denies notifications whatever is granted). */
export const FULL_CHROMIUM = '/usr/bin/chromium';
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : FULL_CHROMIUM);

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
