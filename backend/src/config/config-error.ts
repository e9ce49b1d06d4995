/** A bad configuration value; its message is one line naming every variable at fault. */
export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}
