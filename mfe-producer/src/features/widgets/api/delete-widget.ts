import { apiClient } from '@events/api-client/client';
import { widgetsEndpoints } from '@events/contracts/widgets';

/** DELETE {list}{id}/ (spec section 7). */
export async function deleteWidget(id: number): Promise<void> {
  await apiClient.call(widgetsEndpoints.remove, { params: { id: String(id) } });
}
