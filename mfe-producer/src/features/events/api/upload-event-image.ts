import { apiClient } from '@events/api-client/client';
import { mediaEndpoints, type ItemImages } from '@events/contracts/media';

/**
 * POST /events/api/v1/events/{id}/image/ (multipart: image, image_crop_data, clear) after the JSON save, as the
 * forms send images; answers the event's image URLs.
 */
export async function uploadEventImage(id: number, body: FormData): Promise<ItemImages> {
  const { data } = await apiClient.call(mediaEndpoints.eventImage, { params: { id: String(id) }, body });
  return data;
}
