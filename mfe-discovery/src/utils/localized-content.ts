import { useLanguage } from '@events/api-client/language';
import type { Language } from '@events/contracts/languages';

/** An event or venue as the API sends it: its name, and the producer's Spanish name ('' when none). */
export type NamedContent = { readonly name: string; readonly nameEs?: string | undefined };
/** An event or venue page's description (sanitised HTML), and the producer's Spanish one ('' when none). */
export type DescribedContent = { readonly description: string; readonly descriptionEs?: string | undefined };

/** The user-content texts a producer may give in Spanish (issue 31); English is the one always present. */
const SPANISH: Language = 'es';

/** `spanish` when the reader reads Spanish and the producer wrote it (not blank), else the English `english`. */
function chosen(english: string, spanish: string | undefined, language: Language): string {
  return language === SPANISH && spanish !== undefined && spanish.trim() !== '' ? spanish : english;
}

/** Issue 31: the Spanish name for a Spanish reader when the producer gave one, else the (English) name. */
export function localizedName(item: NamedContent, language: Language): string {
  return chosen(item.name, item.nameEs, language);
}

/** Issue 31: the Spanish description for a Spanish reader when the producer gave one, else the (English) one. */
export function localizedDescription(item: DescribedContent, language: Language): string {
  return chosen(item.description, item.descriptionEs, language);
}

export type LocalizedContent = {
  readonly name: (item: NamedContent) => string;
  readonly description: (item: DescribedContent) => string;
};

/**
 * The names and descriptions in the reader's language (the shell's, shared by every remote): user content is
 * never translated, only the producer's own Spanish text shown to Spanish readers (issue 31).
 */
export function useLocalizedContent(): LocalizedContent {
  const language = useLanguage();
  return {
    name: (item) => localizedName(item, language),
    description: (item) => localizedDescription(item, language),
  };
}
