// The server build's entry (rspack.ssr.config.ts, target node): the backend loads it at run time to render
// /widget/{id}/ with the first page of events, so the first paint needs no JavaScript.
import type { WidgetDocumentInput } from '@events/contracts/widgets';
import { WIDGET_DATA_ELEMENT_ID, WIDGET_MESSAGES } from '@events/contracts/widgets-constants';
import { renderToString } from 'react-dom/server';
import { WidgetLive } from '../features/calendar/components/widget-live';
import styles from '../features/calendar/components/widget-page.css?raw';

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** JSON safe inside a script element: no `</script>`, no `<!--`, no line separators JavaScript reads as newlines. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

/**
 * The widget page as one HTML document: its style sheet inline, the rendered widget, the data the browser hydrates
 * it with and the hydration script (deferred). An unknown calendar gets the short not-found page and no script.
 */
export function renderWidgetDocument(input: WidgetDocumentInput): string {
  const title = input.data?.widget.title ?? WIDGET_MESSAGES.notFoundTitle;
  const body = renderToString(<WidgetLive initial={input.data} hitToken={input.hitToken} />);
  const hydration =
    input.data === null
      ? ''
      : `<script type="application/json" id="${WIDGET_DATA_ELEMENT_ID}">${scriptJson({ data: input.data, hitToken: input.hitToken })}</script>` +
        input.scripts.map((src) => `<script defer src="${escapeHtml(src)}"></script>`).join('');
  return (
    '<!doctype html><html lang="en"><head><meta charset="utf-8">' +
    '<meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex">' +
    `<title>${escapeHtml(title)}</title><style>${styles}</style></head>` +
    `<body><div id="root">${body}</div>${hydration}</body></html>`
  );
}
