import { apiClient } from '@events/api-client/client';
import { type Widget, type WidgetWriteValues, widgetsEndpoints } from '@events/contracts/widgets';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { WIDGETS_KEY } from './get-widgets';

/** POST {title, search_id} for a new calendar, PUT {base}{id}/ for an existing one (spec section 7). */
export async function saveWidget(id: number | null, body: WidgetWriteValues): Promise<Widget> {
  if (id === null) return (await apiClient.call(widgetsEndpoints.create, { body })).data;
  return (await apiClient.call(widgetsEndpoints.update, { params: { id: String(id) }, body })).data;
}

export function useSaveWidget(id: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: WidgetWriteValues) => saveWidget(id, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [WIDGETS_KEY] }),
  });
}
