import type { Language } from '@events/contracts/languages';

/** The one language besides English a producer may write an event's or venue's own texts in (issue 31). */
const SPANISH: Language = 'es';

/**
 * What a reader of `language` is shown of a producer's text (issue 31): the producer's Spanish text to a Spanish
 * reader when they wrote one (not blank), else the English, which every event and venue has. User content is never
 * translated; the mails, feeds and widget pages the server words all choose here, as the discovery pages do.
 */
export function localizedText(english: string, spanish: string | null | undefined, language: Language): string {
  const written = spanish ?? '';
  return language === SPANISH && written.trim() !== '' ? written : english;
}
