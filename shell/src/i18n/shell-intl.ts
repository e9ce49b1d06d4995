import { createAppIntl } from '@events/ui/i18n/app-intl';

/** The shell's catalogues (issue 31): `messages/<language>.json`, one chunk each, only the reader's loaded. */
export const { AppIntl: ShellIntl, loadCatalogue: loadShellCatalogue } = createAppIntl(
  (language) => import(/* webpackChunkName: "i18n-shell-[request]" */ `./messages/${language}.json`),
);
