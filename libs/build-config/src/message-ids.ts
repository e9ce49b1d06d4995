import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * Short message ids for the browser (issue 31). A message's id (`discovery.eventVenue.alsoOnline`) names it in the
 * sources and the catalogues; on the page it only has to match between the code and the catalogue of one build, so
 * both loaders write its place in the English catalogue instead (`a1f`): ~0.5 KB gz less on the events list. libs/ui's
 * messages (`ui.*`, `remoteKit.*`) are its own catalogue's, and start with `u`; an app's start with `a`. The
 * contracts' catalogue is keyed by the codes the page builds at run time (form-messages.tsx): never shortened.
 */
const UI_CATALOGUE = path.resolve(import.meta.dirname, '../../ui/src/i18n/messages');
const CONTRACTS_CATALOGUE = path.resolve(import.meta.dirname, '../../contracts/src/i18n/messages');
const UI_ID = /^(?:ui|remoteKit)\./;

type Ids = { readonly mtimeMs: number; readonly ids: ReadonlyMap<string, string> };
const known = new Map<string, Ids>();

/** A catalogue folder's ids by its English file (sorted, as `scripts/i18n.mjs extract` writes it), re-read when it changes. */
function idsOf(catalogue: string, prefix: string): ReadonlyMap<string, string> {
  const file = path.join(catalogue, 'en.json');
  const { mtimeMs } = statSync(file);
  const cached = known.get(file);
  if (cached?.mtimeMs === mtimeMs) return cached.ids;
  const english = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  const ids = new Map(Object.keys(english).map((id, index) => [id, `${prefix}${index.toString(36)}`]));
  known.set(file, { mtimeMs, ids });
  return ids;
}

/**
 * The short id of a message the code of the app whose catalogues are in `appCatalogue` defines. A message its English
 * catalogue does not hold yet (`npm run i18n:extract` not run since it was written) keeps its id, and so reads its
 * English default in every language until it is extracted and translated, which `npm test` asks for.
 */
export function browserMessageId(id: string, appCatalogue: string): string {
  return (UI_ID.test(id) ? idsOf(UI_CATALOGUE, 'u') : idsOf(appCatalogue, 'a')).get(id) ?? id;
}

/** The short ids of a catalogue's messages, or null for the contracts' catalogue (keyed by code). */
export function catalogueIds(catalogue: string): ReadonlyMap<string, string> | null {
  const folder = path.resolve(catalogue);
  if (folder === CONTRACTS_CATALOGUE) return null;
  return folder === UI_CATALOGUE ? idsOf(UI_CATALOGUE, 'u') : idsOf(folder, 'a');
}
