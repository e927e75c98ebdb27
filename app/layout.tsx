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
import { readHeadScript } from '@/lib/boot/read-head-script';
import { englishAt } from '@/lib/i18n/english';
import { SHELL_MESSAGES } from '@/lib/i18n/shell-messages';
import { BRAND_COLOR } from '@/lib/pwa/web-manifest';
import en from '@/messages/en.json';
import './globals.css';

// The title is the shell's (components/shell/app-shell.tsx): the route's, in the reader's language.
export const metadata: Metadata = {
  applicationName: en.common.appName,
  description: en.pwa.description,
  // A PNG, not public/icon.svg: an SVG favicon is a document of its own that Chromium builds on the
  // page's main thread during the load (4–100 ms on a busy host), and older WebKit shows none.
  icons: {
    icon: { url: '/icons/favicon-32.png', type: 'image/png', sizes: '32x32' },
    apple: '/icons/apple-touch-icon.png',
  },
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

/**
 * Every page: the providers and the shell around the route's screen. The head script the browser
 * runs before the app's code (lib/boot/head-script.ts) is put into the exported pages by the build
 * (scripts/lib/boot-script.ts); the development server gets it here.
 */
export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en" suppressHydrationWarning>
      <head>
        {process.env.NODE_ENV === 'development' && (
          <script dangerouslySetInnerHTML={{ __html: readHeadScript() }} />
        )}
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
