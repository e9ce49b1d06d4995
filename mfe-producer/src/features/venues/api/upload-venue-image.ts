import { apiClient } from '@events/api-client/client';
import { type ItemImages, mediaEndpoints } from '@events/contracts/media';

/**
 * POST /events/api/v1/poi/{id}/image/ (multipart: image, image_crop_data, clear), sent after the venue's JSON is
 * saved, as the forms send images; answers the venue's image URLs.
 */
export async function uploadVenueImage(venueId: number, body: FormData): Promise<ItemImages> {
  return (await apiClient.call(mediaEndpoints.venueImage, { params: { id: venueId }, body })).data;
}
