/**
 * Renders the app icon (public/icon.svg) to the PNGs the manifest and iOS need, with Debian's chromium.
 * Run by hand when the icon changes (`npx tsx scripts/generate-icons.ts`); the PNGs are committed.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { chromium } from '@playwright/test';

const svg = readFileSync('public/icon.svg', 'utf8');
const glyph = svg.replace(/<rect[^>]*\/>/, '');

const variants = [
  { file: 'public/icons/icon-192.png', size: 192, maskable: false },
  { file: 'public/icons/icon-512.png', size: 512, maskable: false },
  { file: 'public/icons/maskable-512.png', size: 512, maskable: true },
  { file: 'public/icons/apple-touch-icon.png', size: 180, maskable: true },
  { file: 'public/icons/favicon-32.png', size: 32, maskable: false },
];

const browser = await chromium.launch({
  executablePath: process.env.E2E_CHROMIUM ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
const page = await browser.newPage({ deviceScaleFactor: 1 });
for (const { file, size, maskable } of variants) {
  await page.setViewportSize({ width: size, height: size });
  // Maskable icons keep the glyph inside the central 60 % safe zone on a full-bleed background.
  const inner = maskable
    ? `<div style="width:${size}px;height:${size}px;background:#2461F0;display:flex;align-items:center;justify-content:center">${glyph.replace('<svg ', `<svg width="${Math.round(size * 0.6)}" height="${Math.round(size * 0.6)}" `)}</div>`
    : svg.replace('<svg ', `<svg width="${size}" height="${size}" `);
  await page.setContent(`<html><body style="margin:0;background:transparent">${inner}</body></html>`);
  await page.screenshot({ path: file, omitBackground: !maskable });
}
await browser.close();

// Browsers still ask for /favicon.ico: an ICO whose single image is the 32 px PNG.
const png = readFileSync('public/icons/favicon-32.png');
const header = Buffer.alloc(22);
header.writeUInt16LE(0, 0);
header.writeUInt16LE(1, 2);
header.writeUInt16LE(1, 4);
header.writeUInt8(32, 6);
header.writeUInt8(32, 7);
header.writeUInt16LE(1, 10);
header.writeUInt16LE(32, 12);
header.writeUInt32LE(png.length, 14);
header.writeUInt32LE(22, 18);
writeFileSync('public/favicon.ico', Buffer.concat([header, png]));
