// The widget page's browser entry (rspack.ssr.config.ts): hydrates the server-rendered widget for paging in place
// and its impressions. It mounts nothing when the page holds no data (the not-found page).
import type { WidgetEvents } from '@events/contracts/widgets';
import { WIDGET_DATA_ELEMENT_ID } from '@events/contracts/widgets-constants';
import { hydrateRoot } from 'react-dom/client';
import { WidgetLive } from './features/calendar/components/widget-live';

const dataElement = document.getElementById(WIDGET_DATA_ELEMENT_ID);
const root = document.getElementById('root');
if (dataElement?.textContent && root) {
  const { data, hitToken } = JSON.parse(dataElement.textContent) as { data: WidgetEvents; hitToken?: string | null };
  hydrateRoot(root, <WidgetLive initial={data} hitToken={hitToken ?? null} />);
}
