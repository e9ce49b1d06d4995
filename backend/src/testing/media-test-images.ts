import { deflateSync, crc32 } from 'node:zlib';
import sharp from 'sharp';

/** Test images for the media int-specs. */

/** A JPEG of the size with a red top half and a blue bottom half, carrying EXIF (artist, copyright) and an orientation. */
export async function testJpeg(width: number, height: number, orientation = 1): Promise<Buffer> {
  const half = Math.floor(height / 2);
  const red = await sharp({ create: { width, height: half, channels: 3, background: { r: 220, g: 20, b: 20 } } }).png().toBuffer();
  return sharp({ create: { width, height, channels: 3, background: { r: 20, g: 20, b: 220 } } })
    .composite([{ input: red, top: 0, left: 0 }])
    .jpeg({ quality: 90 })
    .withMetadata({ orientation, exif: { IFD0: { Artist: 'Secret Photographer', Copyright: 'Private 2026' } } })
    .toBuffer();
}

/** A noisy JPEG of about `bytes` (random pixels compress badly), for size limits and the upload bench. */
export async function noisyJpeg(width: number, height: number): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i += 4) pixels.writeUInt32LE((Math.random() * 0xffffffff) >>> 0, Math.min(i, pixels.length - 4));
  return sharp(pixels, { raw: { width, height, channels: 3 } }).jpeg({ quality: 98, chromaSubsampling: '4:4:4' }).toBuffer();
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A decompression bomb: a valid 1-bit grey PNG of width x height pixels, all black, whose zeros deflate to a few
 * kilobytes (10000 x 10000 is about 12 KB on the wire and 100 million pixels decoded).
 */
export function bombPng(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 1; // bit depth
  header[9] = 0; // greyscale
  const rows = Buffer.alloc((1 + Math.ceil(width / 8)) * height);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(rows, { level: 9 })),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}
