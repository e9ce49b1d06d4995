import { randomBytes } from 'node:crypto';
import { chmod, link, mkdir, readFile, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';

export const JWT_SECRET_FILE = 'jwt-secret';
/** The injection token of the resolved session key. */
export const JWT_SECRET = 'JWT_SECRET';

/**
 * The key signing session tokens: JWT_SECRET when set; otherwise one generated on first start and kept in
 * `<dataDir>/jwt-secret` (mode 600) so restarts keep everyone signed in. Safe when several processes start
 * together: the file is written aside and linked into place, so every process reads the same complete key.
 * Production with several instances (or without a persistent data folder) must set JWT_SECRET.
 */
export async function resolveJwtSecret(configured: string | undefined, dataDir: string): Promise<string> {
  if (configured) return configured;
  const file = path.join(dataDir, JWT_SECRET_FILE);
  const existing = await readSecret(file);
  if (existing) return existing;
  await mkdir(dataDir, { recursive: true });
  const draft = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  await writeFile(draft, `${randomBytes(48).toString('base64url')}\n`, { mode: 0o600 });
  try {
    await link(draft, file);
  } catch (error) {
    if (!(typeof error === 'object' && error !== null && 'code' in error && error.code === 'EEXIST')) throw error;
  } finally {
    await unlink(draft).catch(() => undefined);
  }
  await chmod(file, 0o600).catch(() => undefined);
  const secret = await readSecret(file);
  if (!secret) throw new Error(`${file} is empty: delete it or set JWT_SECRET`);
  return secret;
}

async function readSecret(file: string): Promise<string | undefined> {
  try {
    const text = (await readFile(file, 'utf8')).trim();
    return text === '' ? undefined : text;
  } catch (error) {
    if (typeof error === 'object' && error !== null && 'code' in error && error.code === 'ENOENT') return undefined;
    throw error;
  }
}
