import { apiClient } from '@events/api-client/client';
import { alertsEndpoints } from '@events/contracts/alerts';
import { pathOf } from '@events/contracts/endpoint';

/** Staff: POST staff test email {id} (spec section 7); a failure is logged only (spec section 8). */
export async function sendTestEmail(id: number): Promise<void> {
  try {
    await apiClient.call(alertsEndpoints.testEmail, { body: { id } });
  } catch (error) {
    console.error('Test e-mail not sent', error);
  }
}

/** Staff: the saved-search mail preview's address (GET {base}{id}/), opened in a new tab. */
export function mailPreviewPath(id: number): string {
  return pathOf(alertsEndpoints.preview, { id });
}
