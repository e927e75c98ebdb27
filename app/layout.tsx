import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { AppProviders } from '@/components/providers/app-providers';
import { AppShell } from '@/components/shell/app-shell';
import { Toaster } from '@/components/shell/toaster';
import { SessionManager } from '@/components/session/session-manager';
import { DeviceInfoSync } from '@/components/session/device-info-sync';
import { OfflineBanner } from '@/components/pwa/offline-banner';
import { ServiceWorkerUpdates } from '@/components/pwa/service-worker-updates';
import { earlyRequestsScript } from '@/lib/api/early-answers';
import { EARLY_REQUESTS } from './early-requests';
import { preHydrationGuardScript } from '@/lib/boot/pre-hydration-guard';
import { navigationBootScript } from '@/lib/boot/navigation-boot-script';
import { ROUTES } from '@/lib/routes/route-table';
import { localeBootScript } from '@/lib/i18n/locale-boot-script';
import { installCaptureScript } from '@/lib/reach/install-prompt';
import { InstallHintGate } from '@/components/reach/install-hint-gate';
import en from '@/messages/en.json';
import './globals.css';

export const metadata: Metadata = {
  title: en.common.appName,
  applicationName: en.common.appName,
  description: en.pwa.description,
  icons: { apple: '/icons/apple-touch-icon.png' },
  appleWebApp: { capable: true, title: en.common.appName, statusBarStyle: 'default' },
  formatDetection: { telephone: false },
};

export const viewport: Viewport = {
  width: 'device-width',
  initialScale: 1,
  viewportFit: 'cover',
  themeColor: '#2461F0',
  colorScheme: 'light',
};

const navigationBoot = navigationBootScript(ROUTES.map((route) => route.path));
const earlyRequests = earlyRequestsScript(EARLY_REQUESTS);

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en" suppressHydrationWarning>
      <head>
        <script dangerouslySetInnerHTML={{ __html: navigationBoot }} />
        <script dangerouslySetInnerHTML={{ __html: localeBootScript }} />
        <script dangerouslySetInnerHTML={{ __html: preHydrationGuardScript }} />
        <script dangerouslySetInnerHTML={{ __html: earlyRequests }} />
        <script dangerouslySetInnerHTML={{ __html: installCaptureScript }} />
      </head>
      <body>
        <AppProviders>
          <OfflineBanner />
          <AppShell>{children}</AppShell>
          <ServiceWorkerUpdates />
          <SessionManager />
          <DeviceInfoSync />
          <Toaster />
          <InstallHintGate />
        </AppProviders>
      </body>
    </html>
  );
}
