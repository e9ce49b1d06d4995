import { createAppIntl } from '@events/ui/i18n/app-intl';

/** The editor desk's catalogues (issue 31): `messages/<language>.json`, one chunk each, only the reader's loaded. */
export const { AppIntl: EditorIntl, loadCatalogue: loadEditorCatalogue } = createAppIntl((language) => import(/* webpackChunkName: "i18n-editor-[request]" */ `./messages/${language}.json`));
