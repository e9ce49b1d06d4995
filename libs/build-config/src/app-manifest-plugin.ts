import { readFile } from 'node:fs/promises';
import type { Compiler, RspackPluginInstance } from '@rspack/core';
import sharp from 'sharp';

/** A shortcut the installed app offers on its icon's menu. */
export type AppShortcut = { readonly name: string; readonly url: string };

/** The web app manifest's members this product sets (the icons are made by the build). */
export type AppManifest = {
  readonly name: string;
  readonly short_name: string;
  readonly description: string;
  readonly start_url: string;
  readonly scope: string;
  readonly display: 'standalone';
  readonly theme_color: string;
  readonly background_color: string;
  readonly shortcuts: readonly AppShortcut[];
};

export type AppManifestOptions = {
  readonly manifest: AppManifest;
  /** The one source image (SVG, square) every icon is made from. */
  readonly iconSource: string;
};

/** The manifest's file, at the site's root: its scope is the whole site. */
export const MANIFEST_FILE = 'manifest.webmanifest';
/** The source image, served as it is: the pages' favicon. */
export const ICON_SVG_FILE = 'app-icon.svg';

type IconSpec = { readonly file: string; readonly size: number; readonly purpose: 'any' | 'maskable' };

const ICON_192: IconSpec = { file: 'app-icon-192.png', size: 192, purpose: 'any' };
/** The icon iOS puts on the home screen (it reads no manifest icons). */
export const TOUCH_ICON_FILE = ICON_192.file;

/**
 * The icons an installable app needs: 192 and 512 px for launchers and splash screens, and a maskable 512 px whose
 * platform mask (a circle, a squircle) may cut everything outside the central circle of 80 % of its width.
 */
export const APP_ICONS: readonly IconSpec[] = [
  ICON_192,
  { file: 'app-icon-512.png', size: 512, purpose: 'any' },
  { file: 'app-icon-maskable-512.png', size: 512, purpose: 'maskable' },
];

/** Share of a maskable icon's width the source image takes: its corners then stay inside the 80 % safe circle. */
const MASKABLE_CONTENT = 0.7;

/** One icon from the source: the image itself at `size`, or for a maskable one, smaller on a full square of `background`. */
export async function renderIcon(svg: Buffer, spec: IconSpec, background: string): Promise<Buffer> {
  const content = spec.purpose === 'maskable' ? Math.round(spec.size * MASKABLE_CONTENT) : spec.size;
  // Rasterised at the size asked for (density in dpi: an SVG's user unit is 1/96 inch), not scaled from a small bitmap.
  const { width = content } = await sharp(svg).metadata();
  const image = await sharp(svg, { density: (96 * content) / width }).resize(content, content).png().toBuffer();
  if (spec.purpose === 'any') return image;
  return sharp({ create: { width: spec.size, height: spec.size, channels: 4, background } })
    .composite([{ input: image, gravity: 'centre' }])
    .png()
    .toBuffer();
}

/** The manifest as served: the product's members and the icons the build made. */
export function manifestJson(manifest: AppManifest): string {
  const icons = APP_ICONS.map(({ file, size, purpose }) => ({ src: `/${file}`, sizes: `${size}x${size}`, type: 'image/png', purpose }));
  return `${JSON.stringify({ ...manifest, icons }, null, 2)}\n`;
}

/**
 * Writes the web app manifest and its icons, made from one source image, into the host's output folder (issue 32:
 * an app that installs from the browser). The names carry no content hash: the manifest is found by a fixed address,
 * and the backend answers unhashed files with `no-cache`, so a new icon reaches installed apps on their next check.
 */
export function appManifestPlugin(options: AppManifestOptions): RspackPluginInstance {
  return {
    apply(compiler: Compiler) {
      const { RawSource } = compiler.webpack.sources;
      compiler.hooks.thisCompilation.tap('AppManifest', (compilation) => {
        compilation.hooks.processAssets.tapPromise({ name: 'AppManifest', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, async () => {
          compilation.fileDependencies.add(options.iconSource);
          const svg = await readFile(options.iconSource);
          compilation.emitAsset(ICON_SVG_FILE, new RawSource(svg));
          for (const spec of APP_ICONS) compilation.emitAsset(spec.file, new RawSource(await renderIcon(svg, spec, options.manifest.theme_color)));
          compilation.emitAsset(MANIFEST_FILE, new RawSource(manifestJson(options.manifest)));
        });
      });
    },
  };
}
