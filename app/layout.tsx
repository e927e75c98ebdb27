import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { AppProviders } from '@/components/providers/app-providers';
import { AppShell } from '@/components/shell/app-shell';
import { Toaster } from '@/components/shell/toaster';
import { SessionManager } from '@/components/session/session-manager';
import { DeviceInfoSync } from '@/components/session/device-info-sync';
import { OfflineBanner } from '@/components/pwa/offline-banner';
import { ServiceWorkerUpdatesGate } from '@/components/pwa/service-worker-updates-gate';
import { InstallHintGate } from '@/components/reach/install-hint-gate';
import { preHydrationGuardScript } from '@/lib/boot/pre-hydration-guard';
import { navigationBootScript } from '@/lib/boot/navigation-boot-script';
import { englishAt } from '@/lib/i18n/english';
import { localeBootScript } from '@/lib/i18n/locale-boot-script';
import { SHELL_MESSAGES } from '@/lib/i18n/shell-messages';
import { BRAND_COLOR } from '@/lib/pwa/web-manifest';
import { installCaptureScript } from '@/lib/reach/install-prompt';
import { ROUTES } from '@/lib/routes/route-table';
import en from '@/messages/en.json';
import './globals.css';

// The title is the shell's (components/shell/app-shell.tsx): the route's, in the reader's language.
export const metadata: Metadata = {
  applicationName: en.common.appName,
  description: en.pwa.description,
  icons: { icon: { url: '/icon.svg', type: 'image/svg+xml' }, apple: '/icons/apple-touch-icon.png' },
  appleWebApp: { capable: true, title: en.common.appName, statusBarStyle: 'default' },
  formatDetection: { telephone: false },
};

export const viewport: Viewport = {
  width: 'device-width',
  initialScale: 1,
  viewportFit: 'cover',
  themeColor: BRAND_COLOR,
  colorScheme: 'light',
};

const navigationBoot = navigationBootScript(ROUTES.map((route) => route.path));

/**
 * Every page: the scripts the browser runs before the app's code (in this order, before first
 * paint: hash links and the login entry, the reader's language, taps kept until the app is ready,
 * the install prompt), then the providers and the shell around the route's screen.
 */
export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en" suppressHydrationWarning>
      <head>
        <script dangerouslySetInnerHTML={{ __html: navigationBoot }} />
        <script dangerouslySetInnerHTML={{ __html: localeBootScript }} />
        <script dangerouslySetInnerHTML={{ __html: preHydrationGuardScript }} />
        <script dangerouslySetInnerHTML={{ __html: installCaptureScript }} />
      </head>
      <body>
        <AppProviders english={englishAt(SHELL_MESSAGES)}>
          <OfflineBanner />
          <AppShell>{children}</AppShell>
          <ServiceWorkerUpdatesGate />
          <SessionManager />
          <DeviceInfoSync />
          <Toaster />
          <InstallHintGate />
        </AppProviders>
      </body>
    </html>
  );
}
