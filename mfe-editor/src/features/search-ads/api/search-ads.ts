import { apiClient } from '@events/api-client/client';
import { type AdminSearchAd, adsAdminEndpoints, type SearchAdStats, type SearchAdWrite } from '@events/contracts/ads';
import { type ItemImages, mediaEndpoints } from '@events/contracts/media';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

const KEY = 'search-ads';

/** GET /events/api/v1/ads/search_ads/ */
export async function getSearchAds(signal?: AbortSignal): Promise<AdminSearchAd[]> {
  return (await apiClient.call(adsAdminEndpoints.list, { signal })).data.results;
}

export function useSearchAds() {
  return useQuery({ queryKey: [KEY], queryFn: ({ signal }) => getSearchAds(signal) });
}

/** GET /events/api/v1/ads/search_ads/{id}/stats/ */
export function useSearchAdStats(id: number) {
  return useQuery({
    queryKey: [KEY, id, 'stats'],
    queryFn: async ({ signal }): Promise<SearchAdStats> => (await apiClient.call(adsAdminEndpoints.stats, { params: { id }, signal })).data,
  });
}

/**
 * Saves an ad the way the server wants it: created inactive, its image through the media upload, then saved with
 * the chosen active flag (an active ad needs an image).
 */
export async function saveSearchAd(args: { id: number | null; body: SearchAdWrite; image: FormData | null }): Promise<AdminSearchAd> {
  const { body, image } = args;
  let id = args.id;
  if (id === null) id = (await apiClient.call(adsAdminEndpoints.create, { body: { ...body, active: false } })).data.id;
  if (image) await uploadAdImage(id, image);
  return (await apiClient.call(adsAdminEndpoints.update, { params: { id }, body })).data;
}

/** POST /events/api/v1/ads/search_ads/{id}/image/ (multipart: image, image_crop_data, clear). */
export async function uploadAdImage(id: number, body: FormData): Promise<ItemImages> {
  return (await apiClient.call(mediaEndpoints.adImage, { params: { id: String(id) }, body })).data;
}

export async function deleteSearchAd(id: number): Promise<void> {
  await apiClient.call(adsAdminEndpoints.remove, { params: { id } });
}

export function useSearchAdChange<A, R>(fn: (args: A) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => queryClient.invalidateQueries({ queryKey: [KEY] }) });
}
