import { apiClient } from '@events/api-client/client';
import { type ItemImages, mediaEndpoints } from '@events/contracts/media';
import { imageUploadFormData, type ImageFieldValue } from '@events/ui/image-field';

/**
 * POST /events/api/v1/poi/{id}/image/ (multipart: image, image_crop_data, clear), sent after the venue's JSON is
 * saved; nothing is sent while the image field is untouched. Answers the stored image URLs, or null.
 */
export async function uploadVenueImage(venueId: number, value: ImageFieldValue): Promise<ItemImages | null> {
  const body = imageUploadFormData(value);
  if (body === null) return null;
  return (await apiClient.call(mediaEndpoints.venueImage, { params: { id: venueId }, body })).data;
}
