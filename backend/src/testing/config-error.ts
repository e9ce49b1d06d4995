import { ConfigError, parseConfig } from '../config/app-config.js';

/** The message parseConfig refuses `env` with; fails the test when it accepts it or throws anything else. */
export function configErrorOf(env: Record<string, string>): string {
  try {
    parseConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.message;
    throw error;
  }
  throw new Error('expected a ConfigError');
}
