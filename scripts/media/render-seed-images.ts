/**
 * Renders the seeded images (the banners in public/images/ads, their words in each language, and the
 * notice's picture in public/images/notices) from their SVG sources to the WebP files the seed serves
 * (server/content/seed-content.ts), with Debian's chromium. Run by hand when one changes
 * (`npx tsx scripts/media/render-seed-images.ts`); the WebP files are committed.
 *
 * Why not serve the SVGs: an SVG image is a document of its own, which Chromium builds and paints on
 * the page's main thread while the screen starts (the first banner is Home's largest element); a
 * WebP is decoded off it. An operator's images are photos or drawings, raster too.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';

const DIRS = ['public/images/ads', 'public/images/notices'];
/** Lossy quality: flat colours and large type stay clean at 750 × 300 (2× a 375 px phone). */
const QUALITY = 0.85;

const browser = await chromium.launch({
  executablePath: process.env.E2E_CHROMIUM ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-sync'],
});
const page = await browser.newPage();
const sources = DIRS.flatMap((dir) =>
  readdirSync(dir)
    .filter((name) => name.endsWith('.svg'))
    .map((name) => path.join(dir, name)),
);
for (const source of sources) {
  const svg = readFileSync(source, 'utf8');
  const dataUrl = await page.evaluate(
    async ({ source, quality }) => {
      const image = new Image();
      image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(source)}`;
      await image.decode();
      const canvas = document.createElement('canvas');
      canvas.width = image.naturalWidth;
      canvas.height = image.naturalHeight;
      canvas.getContext('2d')?.drawImage(image, 0, 0);
      return canvas.toDataURL('image/webp', quality);
    },
    { source: svg, quality: QUALITY },
  );
  const out = source.replace(/\.svg$/, '.webp');
  writeFileSync(out, Buffer.from(dataUrl.replace(/^data:image\/webp;base64,/, ''), 'base64'));
  console.log(out);
}
await browser.close();
