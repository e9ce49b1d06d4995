import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { JWT_SECRET_FILE, resolveJwtSecret } from './jwt-secret.js';

describe('resolveJwtSecret', () => {
  let dir: string;

  beforeEach(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'events-jwt-'));
  });

  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('uses JWT_SECRET when set, writing nothing', async () => {
    expect(await resolveJwtSecret('configured-secret-of-at-least-32-chars', dir)).toBe('configured-secret-of-at-least-32-chars');
    await expect(stat(path.join(dir, JWT_SECRET_FILE))).rejects.toThrow();
  });

  it('generates a key once into <dataDir>/jwt-secret (mode 600) and reads it back on later starts', async () => {
    const dataDir = path.join(dir, 'data');
    const first = await resolveJwtSecret(undefined, dataDir);
    expect(first.length).toBeGreaterThanOrEqual(64);
    const file = path.join(dataDir, JWT_SECRET_FILE);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect((await readFile(file, 'utf8')).trim()).toBe(first);
    expect(await resolveJwtSecret(undefined, dataDir)).toBe(first);
  });

  it('gives every process starting together the same key', async () => {
    const secrets = await Promise.all(Array.from({ length: 8 }, () => resolveJwtSecret(undefined, dir)));
    expect(new Set(secrets).size).toBe(1);
  });
});
