import { AUTH_MESSAGES } from '@events/contracts/auth';
import { COMMON_PASSWORD_RANK_LIMIT, passwordProblems, similarity, warmPasswordPolicy } from './password-policy.js';

const EMAIL = 'margaret.hamilton@example.org';

describe('password rules', () => {
  it('accepts a long, uncommon password unrelated to the e-mail', async () => {
    expect(await passwordProblems('Tangled-Orchard-91', { email: EMAIL })).toEqual([]);
    expect(await passwordProblems('correct horse battery staple', { email: EMAIL })).toEqual([]);
  });

  it('refuses short passwords', async () => {
    expect(await passwordProblems('Xq7#kd2', { email: EMAIL })).toEqual([AUTH_MESSAGES.passwordTooShort(8)]);
    expect(AUTH_MESSAGES.passwordTooShort(8)).toBe('This password is too short. It must contain at least 8 characters.');
  });

  it('refuses the most common passwords, whatever their case', async () => {
    for (const common of ['password', 'Password1', 'iloveyou', 'sunshine', 'qwertyuiop', 'baseball']) {
      expect(await passwordProblems(common, { email: EMAIL })).toContain(AUTH_MESSAGES.passwordTooCommon);
    }
  });

  it('takes "common" from zxcvbn-ts\'s password list down to its 20,000th entry, and not beyond', async () => {
    // Entries near the end of the refused range, and one just past it.
    for (const common of ['lookatme', 'house123', 'radiator', '1thunder']) {
      expect(await passwordProblems(common, { email: EMAIL })).toEqual([AUTH_MESSAGES.passwordTooCommon]);
    }
    expect(await passwordProblems('chinacat', { email: EMAIL })).not.toContain(AUTH_MESSAGES.passwordTooCommon);
    expect(COMMON_PASSWORD_RANK_LIMIT).toBe(20_000);
  });

  it('refuses all-numeric passwords (which are often common too)', async () => {
    expect(await passwordProblems('8302948571', { email: EMAIL })).toEqual([AUTH_MESSAGES.passwordNumeric]);
    expect(await passwordProblems('12345678', { email: EMAIL })).toEqual([AUTH_MESSAGES.passwordTooCommon, AUTH_MESSAGES.passwordNumeric]);
    expect(await passwordProblems('1234', { email: EMAIL })).toEqual([AUTH_MESSAGES.passwordTooShort(8), AUTH_MESSAGES.passwordNumeric]);
  });

  it('refuses passwords containing or close to the e-mail or its local part', async () => {
    expect(await passwordProblems('margaret.hamilton@example.org', { email: EMAIL })).toContain(AUTH_MESSAGES.passwordSimilar);
    expect(await passwordProblems('xx-margaret.hamilton-99', { email: EMAIL })).toContain(AUTH_MESSAGES.passwordSimilar);
    expect(await passwordProblems('MargaretHamilton', { email: EMAIL })).toContain(AUTH_MESSAGES.passwordSimilar);
    expect(await passwordProblems('hamilton1', { email: EMAIL })).toEqual([AUTH_MESSAGES.passwordSimilar]);
    expect(await passwordProblems('ann12345x', { email: 'ann@example.org' })).toEqual([AUTH_MESSAGES.passwordSimilar]);
    expect(await passwordProblems('Examples-Of-Gardens', { email: EMAIL })).toEqual([]);
  });

  // Issue 12: weak-but-valid passwords passed every rule above.
  it('refuses what the strength estimate finds too easy to guess, when no other rule applies', async () => {
    for (const weak of ['        ', 'abcdefgh', 'aaaaaaaa', 'qwertyui', 'zxcvbnm,', 'abcd1234', 'hamiltonx', 'Summer2024', 'hunter22']) {
      const problems = await passwordProblems(weak, { email: EMAIL });
      expect([weak, problems.length > 0]).toEqual([weak, true]);
    }
    expect(await passwordProblems('        ', { email: EMAIL })).toEqual([AUTH_MESSAGES.passwordTooWeak]);
    expect(await passwordProblems('abcdefgh', { email: EMAIL })).toEqual([AUTH_MESSAGES.passwordTooWeak]);
    expect(AUTH_MESSAGES.passwordTooWeak).toMatch(/^This password is too easy to guess\./);
  });

  it('keeps accepting the passwords the tests and the e2e suite register with', async () => {
    for (const password of ['Tangled-Orchard-91', 'Maple-Harbor-2024!', 'Quiet-Lantern-7319', 'Quiet-Meadow-Lantern-47', 'Brand-New-Secret-7', 'Another-New-One-8', 'quiet-harbour-41']) {
      expect([password, await passwordProblems(password, { email: EMAIL })]).toEqual([password, []]);
    }
  });

  it('estimates a 128-character password quickly (a bounded l33t search)', async () => {
    await warmPasswordPolicy();
    const started = performance.now();
    await passwordProblems(`${'a'.repeat(60)}${'Xy!'.repeat(22)}p@ss`, { email: EMAIL });
    expect(performance.now() - started).toBeLessThan(2000);
  });

  it('measures similarity like difflib', () => {
    expect(similarity('abcd', 'bcde')).toBeCloseTo(0.75);
    expect(similarity('hamilton1', 'hamilton')).toBeCloseTo(16 / 17);
    expect(similarity('', '')).toBe(1);
    expect(similarity('abc', 'xyz')).toBe(0);
  });
});
