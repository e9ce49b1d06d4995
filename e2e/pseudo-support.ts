import { pseudoText } from '@events/contracts/pseudo-locale';

export { inPseudoLocaleWording as inPseudoLocale } from '@events/contracts/pseudo-locale';

/** The pseudo-locale's wording of an English message without arguments (libs/ui i18n/pseudo-locale.ts). */
export function pseudo(english: string): string {
  return `[${pseudoText(english)}]`;
}

/**
 * The pseudo-locale's wording of an English message with simple arguments (`Edit claim of {venue}`), as a pattern:
 * its own words accented, each argument any text (its value, left as it is).
 */
export function pseudoPattern(english: string): RegExp {
  const words = english.split(/\{\w+\}/).map((part) => pseudoText(part).replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`^\\[${words.join('.+')}\\]$`);
}
