import { apiClient } from '@events/api-client/client';
import { type Widget, widgetsEndpoints } from '@events/contracts/widgets';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { WIDGETS_KEY } from './get-widgets';

/** GET {base}{id}/: one of the producer's calendars (the edit modal and the metrics page's title). */
export async function getWidget(id: number, signal?: AbortSignal): Promise<Widget> {
  const { data } = await apiClient.call(widgetsEndpoints.get, { params: { id: String(id) }, signal });
  return data;
}

export function widgetQueryOptions(id: number | null) {
  return queryOptions({ queryKey: [WIDGETS_KEY, 'one', id], queryFn: ({ signal }) => getWidget(id as number, signal), enabled: id !== null });
}

export function useWidget(id: number | null) {
  return useQuery(widgetQueryOptions(id));
}
