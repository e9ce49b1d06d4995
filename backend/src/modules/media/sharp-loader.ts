import type sharpFunction from 'sharp';

let loading: Promise<typeof sharpFunction> | undefined;

/**
 * sharp (libvips) loaded on the first image rather than at start: most processes, and nearly every test app, never
 * process one, and its native library costs every one of them time and memory.
 */
export function loadSharp(): Promise<typeof sharpFunction> {
  loading ??= import('sharp').then(({ default: sharp }) => {
    // libvips keeps decoded images and operations in a cache meant for repeated work on the same files; uploads are
    // each seen once, so the cache would only hold memory.
    sharp.cache(false);
    return sharp;
  });
  return loading;
}
