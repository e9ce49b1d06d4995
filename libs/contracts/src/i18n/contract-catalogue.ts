import { DEFAULT_LANGUAGE, type Language } from '../languages.js';

/** A catalogue of the contract messages: code -> ICU message (the browser build compiles each to its AST). */
export type ContractCatalogue = Record<string, unknown>;

/**
 * The contract messages' catalogue of a language, for a front end's intl (libs/ui createAppIntl merges it under the
 * app's own): `./messages/<language>.json` matches the build's catalogue rule, so the browser gets it compiled and
 * formats it without an ICU parser. English is no catalogue: a contract message already is its English text.
 */
export function loadContractCatalogue(language: Language): Promise<{ default: ContractCatalogue }> {
  if (language === DEFAULT_LANGUAGE) return Promise.resolve({ default: {} });
  return import(/* webpackChunkName: "i18n-contracts-[request]" */ `./messages/${language}.json`).catch(() => ({ default: {} })) as Promise<{ default: ContractCatalogue }>;
}
