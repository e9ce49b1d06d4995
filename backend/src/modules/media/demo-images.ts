import { createHash } from 'node:crypto';
import { IMAGE_PRIMARY_SIZE } from '@events/contracts/media';
import { loadSharp } from './sharp-loader.js';

const XML_ESCAPES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => XML_ESCAPES[c] ?? c);
}

/** The name cut to fit one line of the picture. */
function caption(name: string): string {
  return name.length > 34 ? `${name.slice(0, 33).trimEnd()}…` : name;
}

/**
 * A demo picture for an item: a diagonal gradient in two hues taken from the name (so each item keeps its own
 * colours across seeds) with the name written across it, as the JPEG a producer would upload.
 */
export async function demoImageJpeg(name: string): Promise<Buffer> {
  const digest = createHash('sha256').update(name).digest();
  const hue = Math.round(((digest[0] ?? 0) / 255) * 360);
  const second = (hue + 40 + ((digest[1] ?? 0) % 80)) % 360;
  const { width, height } = IMAGE_PRIMARY_SIZE;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="hsl(${hue},62%,52%)"/><stop offset="1" stop-color="hsl(${second},70%,22%)"/>
  </linearGradient></defs>
  <rect width="${width}" height="${height}" fill="url(#g)"/>
  <circle cx="${1200 + ((digest[2] ?? 0) % 200)}" cy="${200 + ((digest[3] ?? 0) % 200)}" r="${180 + ((digest[4] ?? 0) % 120)}" fill="#fff" fill-opacity="0.12"/>
  <text x="80" y="${height - 110}" font-family="DejaVu Sans, sans-serif" font-weight="bold" font-size="84" fill="#fff">${escapeXml(caption(name))}</text>
</svg>`;
  const sharp = await loadSharp();
  return sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
}
