import type { MetadataRoute } from 'next';
import en from '@/messages/en.json';

export const dynamic = 'force-static';

const BRAND = '#2461F0';

export default function manifest(): MetadataRoute.Manifest {
  return {
    name: en.pwa.name,
    short_name: en.common.appName,
    description: en.pwa.description,
    id: '/',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    orientation: 'portrait',
    theme_color: BRAND,
    background_color: BRAND,
    lang: 'en',
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
}
