import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { keptSecret } from '../../common/secrets/kept-secret.js';

export const JWT_SECRET_FILE = 'jwt-secret';
/** The injection token of the resolved session key. */
export const JWT_SECRET = 'JWT_SECRET';

/**
 * The key signing session tokens: JWT_SECRET when set; otherwise one generated on first start and kept in
 * `<dataDir>/jwt-secret` (common/secrets/kept-secret.ts: mode 600, the same key for processes starting together) so
 * restarts keep everyone signed in. Production with several instances (or without a persistent data folder) must
 * set JWT_SECRET.
 */
export async function resolveJwtSecret(configured: string | undefined, dataDir: string): Promise<string> {
  if (configured) return configured;
  return keptSecret(path.join(dataDir, JWT_SECRET_FILE), () => randomBytes(48).toString('base64url'), 'set JWT_SECRET');
}
