import type { MetadataRoute } from 'next';
import en from '@/messages/en.json';

/** The brand blue: the theme colour of the browser's bars and the installed app's splash screen. */
export const BRAND_COLOR = '#2461F0';

/** The web app manifest (`/manifest.webmanifest`, app/manifest.ts). */
export function webManifest(): MetadataRoute.Manifest {
  return {
    name: en.pwa.name,
    short_name: en.common.appName,
    description: en.pwa.description,
    id: '/',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    orientation: 'portrait',
    theme_color: BRAND_COLOR,
    background_color: BRAND_COLOR,
    lang: 'en',
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
}
