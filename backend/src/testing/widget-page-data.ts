import type { WidgetDocumentInput } from '@events/contracts/widgets';

/** A desktop Chrome's User-Agent: a widget page view counts only for a person's browser, never a crawler. */
export const BROWSER_USER_AGENT = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36';

/** What a widget page hands its hydration script (the JSON the server build wrote into the page), or null. */
export function widgetPageData(html: string): WidgetDocumentInput | null {
  const json = /<script type="application\/json" id="widget-data">([^]*)<\/script>/.exec(html)?.[1] ?? 'null';
  return JSON.parse(json) as WidgetDocumentInput | null;
}
