import type { Language } from '../languages.js';

/**
 * The file of a language's contract catalogue (`./messages/<language>.json`), for a server that reads it as text
 * (the backend's field errors): beside this module in the sources, and in the contracts' build, which copies the
 * JSON files. Browsers load it through contract-catalogue.ts instead (compiled by the build).
 */
export function contractCatalogueFile(language: Language): URL {
  return new URL(`./messages/${language}.json`, import.meta.url);
}
