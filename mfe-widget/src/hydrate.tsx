// The widget page's browser entry (rspack.ssr.config.ts): hydrates the server-rendered widget for paging in place
// and its impressions. It mounts nothing when the page holds no data (the not-found page).
import { LanguageContext, pageLanguage } from '@events/api-client/language';
import type { WidgetEvents } from '@events/contracts/widgets';
import { WIDGET_DATA_ELEMENT_ID } from '@events/contracts/widgets-constants';
import { hydrateRoot } from 'react-dom/client';
import { WidgetLive } from './features/calendar/components/widget-live';
import { loadWidgetCatalogue, WidgetIntl } from './i18n/widget-intl';

const dataElement = document.getElementById(WIDGET_DATA_ELEMENT_ID);
const root = document.getElementById('root');
if (dataElement?.textContent && root) {
  const { data, hitToken } = JSON.parse(dataElement.textContent) as { data: WidgetEvents; hitToken?: string | null };
  // The widget has no shell: the page's language is the server's choice, on `<html lang>` (issue 31). Its catalogue
  // loads first, so the first render reads as the server's markup does.
  const language = pageLanguage();
  void loadWidgetCatalogue(language).then(() => {
    hydrateRoot(
      root,
      <LanguageContext value={language}>
        <WidgetIntl>
          <WidgetLive initial={data} hitToken={hitToken ?? null} />
        </WidgetIntl>
      </LanguageContext>,
    );
  });
}
