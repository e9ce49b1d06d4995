import { parseConfigOrReport } from '../config/app-config.js';

/** The message parseConfig refuses `env` with; fails the test when it accepts it or throws anything else. */
export function configErrorOf(env: Record<string, string>): string {
  let refusal: string | undefined;
  parseConfigOrReport(env, (message) => (refusal = message));
  if (refusal === undefined) throw new Error('expected a ConfigError');
  return refusal;
}
