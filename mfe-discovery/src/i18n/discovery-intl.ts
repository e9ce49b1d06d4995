import { createAppIntl } from '@events/ui/i18n/app-intl';

/** The discovery remote's catalogues (issue 31): `messages/<language>.json`, one chunk each, only the reader's loaded. */
export const { AppIntl: DiscoveryIntl, loadCatalogue: loadDiscoveryCatalogue } = createAppIntl((language) => import(/* webpackChunkName: "i18n-discovery-[request]" */ `./messages/${language}.json`));
