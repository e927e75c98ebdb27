import type { MetadataRoute } from 'next';
import { webManifest } from '@/lib/pwa/web-manifest';

export const dynamic = 'force-static';

/** `/manifest.webmanifest`, written into the export by the build. */
export default function manifest(): MetadataRoute.Manifest {
  return webManifest();
}
