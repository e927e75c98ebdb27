import type { AppProps } from 'next/app';
import Head from 'next/head';
import { AppProviders } from '@/components/providers/app-providers';
import { AppShell } from '@/components/shell/app-shell';
import { Toaster } from '@/components/shell/toaster';
import { PageErrorBoundary } from '@/components/shell/page-error-boundary';
import { RouteChangeLoading } from '@/components/shell/route-change-loading';
import { SessionManager } from '@/components/session/session-manager';
import { DeviceInfoSync } from '@/components/session/device-info-sync';
import { OfflineBanner } from '@/components/pwa/offline-banner';
import { ServiceWorkerUpdates } from '@/components/pwa/service-worker-updates';
import { InstallHintGate } from '@/components/reach/install-hint-gate';
import { installInAppHistory } from '@/lib/routes/in-app-history';
import { pathOf } from '@/lib/routes/use-route';
import type { MessageTree } from '@/lib/i18n/message-tree';
import '@/styles/globals.css';

// Next loads this module before it creates its router, whose first act is to replace the history
// entry's state with its own: every history write must carry the in-app Back value from then on.
if (typeof window !== 'undefined') installInAppHistory();

/** A page, with the English its screen shows besides the shell's (its `english-messages.ts`). */
type Page = AppProps['Component'] & { englishMessages?: MessageTree };

/** Every screen inside the providers and the shell, as the route table describes it. */
export default function App({ Component, pageProps, router }: AppProps) {
  return (
    <AppProviders screenEnglish={(Component as Page).englishMessages}>
      <Head>
        <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
      </Head>
      <OfflineBanner />
      <AppShell>
        <RouteChangeLoading>
          <PageErrorBoundary key={pathOf(router.asPath)}>
            <Component {...(pageProps as object)} />
          </PageErrorBoundary>
        </RouteChangeLoading>
      </AppShell>
      <ServiceWorkerUpdates />
      <SessionManager />
      <DeviceInfoSync />
      <Toaster />
      <InstallHintGate />
    </AppProviders>
  );
}
