import { apiClient } from '@events/api-client/client';
import { producerHomeEndpoints, type ProducerHome } from '@events/contracts/producer-home';
import { useQuery } from '@tanstack/react-query';

/** GET the producer's home: managed venues, claims in review, calendars. */
export async function getProducerHome(signal?: AbortSignal): Promise<ProducerHome> {
  const { data } = await apiClient.call(producerHomeEndpoints.get, { signal });
  return data;
}

/** Keyed by the user, so another sign-in in this tab never sees the previous one's venues. */
export function useProducerHome(userId: number | null) {
  return useQuery({ queryKey: ['producer-home', userId], queryFn: ({ signal }) => getProducerHome(signal), enabled: userId !== null });
}
