import { createAppIntl } from '@events/ui/i18n/app-intl';

/**
 * The widget's catalogues (issue 31): `messages/<language>.json`, one chunk each, only the page's language loaded.
 * The widget has no shell: its entries provide the language themselves (the server's choice, on `<html lang>`) and
 * load its catalogue before they render, so nothing suspends.
 */
export const { AppIntl: WidgetIntl, loadCatalogue: loadWidgetCatalogue } = createAppIntl((language) => import(/* webpackChunkName: "i18n-widget-[request]" */ `./messages/${language}.json`));
