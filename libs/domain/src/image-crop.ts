/**
 * Crop areas of the image field (spec section 9: one crop spec 'primary', aspect ratio 2), as integers in the
 * source image's pixels, the shape of image_crop_data.
 */

export type CropArea = { x: number; y: number; width: number; height: number };

/** The largest centred area of the given aspect ratio (width / height) inside an image. */
export function centredCrop(imageWidth: number, imageHeight: number, aspect: number): CropArea {
  if (imageWidth / imageHeight >= aspect) {
    const width = Math.min(imageWidth, Math.round(imageHeight * aspect));
    return { x: Math.floor((imageWidth - width) / 2), y: 0, width, height: imageHeight };
  }
  const height = Math.min(imageHeight, Math.round(imageWidth / aspect));
  return { x: 0, y: Math.floor((imageHeight - height) / 2), width: imageWidth, height };
}

/**
 * A cropper's area (fractional pixels) as whole pixels inside the image: corners rounded, then the area clamped
 * to the image so x + width and y + height never pass its edges, and at least 1 x 1.
 */
export function wholePixelCrop(area: CropArea, imageWidth: number, imageHeight: number): CropArea {
  const left = Math.min(Math.max(0, Math.round(area.x)), imageWidth - 1);
  const top = Math.min(Math.max(0, Math.round(area.y)), imageHeight - 1);
  const right = Math.min(imageWidth, Math.max(left + 1, Math.round(area.x + area.width)));
  const bottom = Math.min(imageHeight, Math.max(top + 1, Math.round(area.y + area.height)));
  return { x: left, y: top, width: right - left, height: bottom - top };
}

/** Whether a value is a crop area of whole, non-negative pixels with a positive size. */
export function isCropArea(value: unknown): value is CropArea {
  if (typeof value !== 'object' || value === null) return false;
  const { x, y, width, height } = value as Record<string, unknown>;
  const whole = (n: unknown, min: number) => typeof n === 'number' && Number.isInteger(n) && n >= min;
  return whole(x, 0) && whole(y, 0) && whole(width, 1) && whole(height, 1);
}
