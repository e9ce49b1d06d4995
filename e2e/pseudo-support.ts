import { pseudoText } from '@events/contracts/pseudo-locale';

export { inPseudoLocaleWording as inPseudoLocale } from '@events/contracts/pseudo-locale';

/** The pseudo-locale's wording of an English message without arguments (libs/ui i18n/pseudo-locale.ts). */
export function pseudo(english: string): string {
  return `[${pseudoText(english)}]`;
}
