import { describe, expect, it } from '@jest/globals';
import sharp from 'sharp';
import { APP_ICONS, manifestJson, renderIcon } from './app-manifest-plugin.ts';

/** A source image as the shell's: a coloured rounded square (transparent corners) with a white mark in the middle. */
const SOURCE = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100"><rect width="100" height="100" rx="24" fill="#0b57a4"/><rect x="40" y="40" width="20" height="20" fill="#ffffff"/></svg>',
);
const THEME = '#0b57a4';

/** The RGBA of one pixel of a PNG. */
async function pixel(png: Buffer, x: number, y: number): Promise<number[]> {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * info.channels;
  return [...data.subarray(at, at + 4)];
}

describe('the app icons', () => {
  it('are PNGs of each size, drawn from the source', async () => {
    for (const spec of APP_ICONS) {
      const icon = await renderIcon(SOURCE, spec, THEME);
      expect(await sharp(icon).metadata()).toMatchObject({ format: 'png', width: spec.size, height: spec.size });
      // The source's white mark, in the middle.
      expect(await pixel(icon, spec.size / 2, spec.size / 2)).toEqual([255, 255, 255, 255]);
    }
  });

  it("keep the source's transparent corners, except the maskable one, whose background fills its whole square", async () => {
    const [small, , maskable] = await Promise.all(APP_ICONS.map((spec) => renderIcon(SOURCE, spec, THEME)));
    expect((await pixel(small as Buffer, 0, 0))[3]).toBe(0);
    expect(await pixel(maskable as Buffer, 0, 0)).toEqual([0x0b, 0x57, 0xa4, 255]);
    // The source sits inside the safe circle (80 % of the width): its corner, 15 % in, is still the background.
    expect(await pixel(maskable as Buffer, 77, 77)).toEqual([0x0b, 0x57, 0xa4, 255]);
  });
});

describe('the manifest', () => {
  it('lists the icons the build makes, by their served address, beside the members it is given', () => {
    const manifest = JSON.parse(
      manifestJson({
        name: 'Berkshires & Beyond',
        short_name: 'Berkshires',
        description: 'Events',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        theme_color: THEME,
        background_color: '#ffffff',
        shortcuts: [{ name: 'Events', url: '/events/' }],
      }),
    ) as Record<string, unknown>;
    expect(manifest).toMatchObject({ start_url: '/', display: 'standalone', theme_color: THEME, shortcuts: [{ name: 'Events', url: '/events/' }] });
    expect(manifest['icons']).toEqual([
      { src: '/app-icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/app-icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/app-icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ]);
  });
});
