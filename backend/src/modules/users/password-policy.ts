import { AUTH_MESSAGES, PASSWORD_MIN_LENGTH } from '@events/contracts/auth';
import type { ZxcvbnFactory } from '@zxcvbn-ts/core';

/** How many of the most frequent entries of zxcvbn-ts's password list count as "too common". */
export const COMMON_PASSWORD_RANK_LIMIT = 20_000;

/**
 * The most common passwords: the first COMMON_PASSWORD_RANK_LIMIT entries of zxcvbn-ts's common password list
 * (ranked by frequency in public breach corpora), lower-cased, keeping those of 8 or more characters since the
 * shorter ones already fail the length rule. The dictionary ships with the package, so updating the package updates
 * the list.
 */
function commonPasswordsOf(passwords: readonly string[]): ReadonlySet<string> {
  return new Set(
    passwords
      .slice(0, COMMON_PASSWORD_RANK_LIMIT)
      .filter((password) => password.length >= PASSWORD_MIN_LENGTH)
      .map((password) => password.toLowerCase()),
  );
}

/** The lowest zxcvbn score accepted (2: "somewhat guessable", out of reach of a throttled online attack). */
export const MIN_STRENGTH_SCORE = 2;

type PasswordPolicyData = { readonly commonPasswords: ReadonlySet<string>; readonly strength: ZxcvbnFactory };

/**
 * zxcvbn-ts with the common and English dictionaries and keyboard graphs. Its l33t matcher tries at most 10
 * substitutions: unbounded, its cost grows steeply with the length of the password (a long one would cost an
 * anonymous caller far more CPU than a login); bounded, it stays small and the usual l33t spellings (`p@ssw0rd`) are
 * still found.
 */
async function loadPolicyData(): Promise<PasswordPolicyData> {
  const [{ ZxcvbnFactory }, common, english] = await Promise.all([
    import('@zxcvbn-ts/core'),
    import('@zxcvbn-ts/language-common'),
    import('@zxcvbn-ts/language-en'),
  ]);
  return {
    commonPasswords: commonPasswordsOf(common.dictionary['passwords-common']),
    strength: new ZxcvbnFactory({
      dictionary: { ...common.dictionary, ...english.dictionary },
      graphs: common.adjacencyGraphs,
      l33tMaxSubstitutions: 10,
    }),
  };
}

/**
 * The dictionaries, loaded and ranked on first use: about 0.7 s of CPU (decompressing the word lists, then ranking
 * them) that every process loading the users module would otherwise pay at start, though most never check a password
 * (workers, CLIs, test apps). The production entry loads them before it listens (warmUp), so the first
 * sign-up does not wait.
 */
let policy: Promise<PasswordPolicyData> | undefined;
const policyData = (): Promise<PasswordPolicyData> => (policy ??= loadPolicyData());

export async function warmPasswordPolicy(): Promise<void> {
  await policyData();
}

/** Similarity (0..1) at and above which a password is "too similar" to the e-mail (Django's default). */
const MAX_SIMILARITY = 0.7;

/** Longest common substring of a[aLo..aHi) and b[bLo..bHi): [start in a, start in b, length]. */
function longestMatch(a: string, aLo: number, aHi: number, b: string, bLo: number, bHi: number): [number, number, number] {
  let best: [number, number, number] = [aLo, bLo, 0];
  let previous = new Array<number>(bHi - bLo + 1).fill(0);
  for (let i = aLo; i < aHi; i++) {
    const current = new Array<number>(bHi - bLo + 1).fill(0);
    for (let j = bLo; j < bHi; j++) {
      if (a[i] !== b[j]) continue;
      const length = (previous[j - bLo] ?? 0) + 1;
      current[j - bLo + 1] = length;
      if (length > best[2]) best = [i - length + 1, j - length + 1, length];
    }
    previous = current;
  }
  return best;
}

function matchingCharacters(a: string, aLo: number, aHi: number, b: string, bLo: number, bHi: number): number {
  const [i, j, length] = longestMatch(a, aLo, aHi, b, bLo, bHi);
  if (length === 0) return 0;
  return length + matchingCharacters(a, aLo, i, b, bLo, j) + matchingCharacters(a, i + length, aHi, b, j + length, bHi);
}

/** Ratcliff/Obershelp similarity, as Python's difflib.SequenceMatcher.ratio(). */
export function similarity(a: string, b: string): number {
  const total = a.length + b.length;
  return total === 0 ? 1 : (2 * matchingCharacters(a, 0, a.length, b, 0, b.length)) / total;
}

/** A password far longer than the value cannot reach the similarity bound (Django's shortcut). */
function exceedsLengthRatio(password: string, value: string): boolean {
  return password.length >= 10 * value.length && value.length < (MAX_SIMILARITY / 2) * password.length;
}

function tooWeak(strength: ZxcvbnFactory, password: string, attributes: readonly string[]): boolean {
  const inputs = attributes.flatMap((value) => value.toLowerCase().split(/[\W_]+/)).filter((part) => part.length >= 3);
  return strength.check(password, inputs).score < MIN_STRENGTH_SCORE;
}

function tooSimilar(password: string, attributes: readonly string[]): boolean {
  const lower = password.toLowerCase();
  for (const attribute of attributes) {
    const value = attribute.trim().toLowerCase();
    if (value === '') continue;
    const localPart = value.includes('@') ? (value.split('@')[0] ?? '') : value;
    if (lower.includes(value) || (localPart.length >= 3 && lower.includes(localPart))) return true;
    const parts = new Set([value, localPart, ...value.split(/\W+/)]);
    for (const part of parts) {
      if (part.length < 3 || exceedsLengthRatio(lower, part)) continue;
      if (similarity(lower, part) >= MAX_SIMILARITY) return true;
    }
  }
  return false;
}

/**
 * The password rules, each with its message (Django's validators and wording): not too similar to the e-mail
 * (or username), at least 8 characters, not among the most common passwords, not entirely numeric; and, when
 * none of those applies, not too easy to guess by zxcvbn-ts's estimate (sequences, repeats, keyboard rows, words
 * with the e-mail's parts), which catches `abcdefgh` and eight spaces. Returns every message that applies, in that
 * order; empty = acceptable.
 */
export async function passwordProblems(password: string, context: { readonly email: string; readonly username?: string }): Promise<string[]> {
  const { commonPasswords, strength } = await policyData();
  const problems: string[] = [];
  if (tooSimilar(password, [context.email, context.username ?? ''])) problems.push(AUTH_MESSAGES.passwordSimilar);
  if (password.length < PASSWORD_MIN_LENGTH) problems.push(AUTH_MESSAGES.passwordTooShort(PASSWORD_MIN_LENGTH));
  if (commonPasswords.has(password.trim().toLowerCase())) problems.push(AUTH_MESSAGES.passwordTooCommon);
  if (/^\d+$/.test(password)) problems.push(AUTH_MESSAGES.passwordNumeric);
  if (problems.length === 0 && tooWeak(strength, password, [context.email, context.username ?? ''])) problems.push(AUTH_MESSAGES.passwordTooWeak);
  return problems;
}
