import { apiClient } from '@events/api-client/client';
import { supportEndpoints, type SupportContactInput } from '@events/contracts/support';
import { useMutation } from '@tanstack/react-query';

/** POST /events/api/v1/support/contact/: answers what the server says was done (`{detail}`). */
export async function sendSupportContact(body: SupportContactInput): Promise<{ detail: string }> {
  const { data } = await apiClient.call(supportEndpoints.contact, { body });
  return data;
}

export function useSendSupportContact() {
  return useMutation({ mutationFn: sendSupportContact });
}
