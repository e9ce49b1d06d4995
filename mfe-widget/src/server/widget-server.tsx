// The server build's entry (rspack.ssr.config.ts, target node): the backend loads it at run time to render
// /widget/{id}/ with the first page of events, so the first paint needs no JavaScript.
import { LanguageContext } from '@events/api-client/language';
import { DEFAULT_LANGUAGE, isLanguage } from '@events/contracts/languages';
import type { WidgetDocumentInput } from '@events/contracts/widgets';
import { WIDGET_DATA_ELEMENT_ID } from '@events/contracts/widgets-constants';
import { renderToString } from 'react-dom/server';
import { createIntl } from '@events/api-client/intl';
import { WidgetLive } from '../features/calendar/components/widget-live';
import { widgetPageMessages } from '../features/calendar/components/widget-page';
import styles from '../features/calendar/components/widget-page.css?raw';
import { loadWidgetCatalogue, WidgetIntl } from '../i18n/widget-intl';

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** JSON safe inside a script element: no `</script>`, no `<!--`, no line separators JavaScript reads as newlines. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

/**
 * The widget page as one HTML document in the page's language (`<html lang>`, which the hydration reads): its style
 * sheet inline, the rendered widget, the data the browser hydrates it with and the hydration script (deferred). An
 * unknown calendar gets the short not-found page and no script. The language's catalogue is loaded on its first
 * page, then kept.
 */
export async function renderWidgetDocument(input: WidgetDocumentInput): Promise<string> {
  const language = isLanguage(input.language) ? input.language : DEFAULT_LANGUAGE;
  const messages = await loadWidgetCatalogue(language);
  const intl = createIntl({ locale: language, defaultLocale: DEFAULT_LANGUAGE, messages, onError: () => undefined });
  const title = input.data?.widget.title ?? intl.formatMessage(widgetPageMessages.notFoundTitle);
  const body = renderToString(
    <LanguageContext value={language}>
      <WidgetIntl>
        <WidgetLive initial={input.data} hitToken={input.hitToken} />
      </WidgetIntl>
    </LanguageContext>,
  );
  const hydration =
    input.data === null
      ? ''
      : `<script type="application/json" id="${WIDGET_DATA_ELEMENT_ID}">${scriptJson({ data: input.data, hitToken: input.hitToken })}</script>` +
        input.scripts.map((src) => `<script defer src="${escapeHtml(src)}"></script>`).join('');
  return (
    `<!doctype html><html lang="${escapeHtml(language)}"><head><meta charset="utf-8">` +
    '<meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex">' +
    `<title>${escapeHtml(title)}</title><style>${styles}</style></head>` +
    `<body><div id="root">${body}</div>${hydration}</body></html>`
  );
}
