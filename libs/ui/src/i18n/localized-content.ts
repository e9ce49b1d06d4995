import type { Language } from '@events/contracts/languages';

/**
 * What a reader is shown of a text given in English and, optionally, in Spanish (issue 31): the Spanish to a Spanish
 * reader when it is there (not blank), else the English, which is always present. Nothing is machine-translated:
 * producers may give their events and venues a Spanish name and description, and superusers the categories a
 * Spanish name. Every remote chooses here, so a name reads the same on every screen.
 */

/** An event, venue or category as the API sends it: its name, and its Spanish name ('' when none). */
export type NamedContent = { readonly name: string; readonly nameEs?: string | undefined };
/** An event or venue page's description (sanitised HTML), and the producer's Spanish one ('' when none). */
export type DescribedContent = { readonly description: string; readonly descriptionEs?: string | undefined };

/** The one language besides English such texts are given in. */
const SPANISH: Language = 'es';

/** `spanish` when the reader reads Spanish and it is given (not blank), else the English `english`. */
function chosen(english: string, spanish: string | undefined, language: Language): string {
  return language === SPANISH && spanish !== undefined && spanish.trim() !== '' ? spanish : english;
}

/** The Spanish name for a Spanish reader when one is given, else the (English) name. */
export function localizedName(item: NamedContent, language: Language): string {
  return chosen(item.name, item.nameEs, language);
}

/** The Spanish description for a Spanish reader when the producer gave one, else the (English) one. */
export function localizedDescription(item: DescribedContent, language: Language): string {
  return chosen(item.description, item.descriptionEs, language);
}
