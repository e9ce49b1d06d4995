import { createAppIntl } from '@events/ui/i18n/app-intl';

/** The producer remote's catalogues (issue 31): `messages/<language>.json`, one chunk each, only the reader's loaded. */
export const { AppIntl: ProducerIntl, loadCatalogue: loadProducerCatalogue } = createAppIntl((language) => import(/* webpackChunkName: "i18n-producer-[request]" */ `./messages/${language}.json`));
