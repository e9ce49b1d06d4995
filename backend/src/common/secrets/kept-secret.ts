import { randomBytes } from 'node:crypto';
import { chmod, link, mkdir, readFile, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * A secret generated on first start and kept in a file of the data folder (mode 600), so restarts keep it: read
 * when the file is there, else made by `make`. Safe when several processes start together: each writes its draft
 * aside and links it into place, the first link wins, and every process reads the one complete file that won.
 * `otherwise` names what to set instead (the variable that makes the file unnecessary), for the error of an empty file.
 */
export async function keptSecret(file: string, make: () => string, otherwise: string): Promise<string> {
  const existing = await readSecret(file);
  if (existing) return existing;
  await mkdir(path.dirname(file), { recursive: true });
  const draft = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  await writeFile(draft, `${make()}\n`, { mode: 0o600 });
  try {
    await link(draft, file);
  } catch (error) {
    if (!(typeof error === 'object' && error !== null && 'code' in error && error.code === 'EEXIST')) throw error;
  } finally {
    await unlink(draft).catch(() => undefined);
  }
  await chmod(file, 0o600).catch(() => undefined);
  const secret = await readSecret(file);
  if (!secret) throw new Error(`${file} is empty: delete it or ${otherwise}`);
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
