import { createAppIntl } from '@events/ui/i18n/app-intl';

/** The account remote's catalogues (issue 31): `messages/<language>.json`, one chunk each, only the reader's loaded. */
export const { AppIntl: AccountIntl, loadCatalogue: loadAccountCatalogue } = createAppIntl((language) => import(/* webpackChunkName: "i18n-account-[request]" */ `./messages/${language}.json`));
