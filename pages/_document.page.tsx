import { Head, Html, Main, NextScript } from 'next/document';
import { earlyRequestsScript } from '@/lib/api/early-answers';
import { EARLY_REQUESTS } from '@/lib/api/early-requests-table';
import { preHydrationGuardScript } from '@/lib/boot/pre-hydration-guard';
import { navigationBootScript } from '@/lib/boot/navigation-boot-script';
import { ROUTES } from '@/lib/routes/route-table';
import { localeBootScript } from '@/lib/i18n/locale-boot-script';
import { installCaptureScript } from '@/lib/reach/install-prompt';
import { BRAND_COLOR } from '@/lib/pwa/web-manifest';
import en from '@/messages/en.json';

const navigationBoot = navigationBootScript(ROUTES.map((route) => route.path));
const earlyRequests = earlyRequestsScript(EARLY_REQUESTS);

/**
 * Every exported page's document: what the browser needs before the app's code (the boot scripts
 * run in this order, before first paint) and the page-independent head. Rendered at build time only.
 */
export default function Document() {
  return (
    <Html lang="en" suppressHydrationWarning>
      <Head>
        <meta name="theme-color" content={BRAND_COLOR} />
        <meta name="color-scheme" content="light" />
        <meta name="description" content={en.pwa.description} />
        <meta name="application-name" content={en.common.appName} />
        <link rel="manifest" href="/manifest.webmanifest" />
        <meta name="format-detection" content="telephone=no" />
        <meta name="mobile-web-app-capable" content="yes" />
        <meta name="apple-mobile-web-app-title" content={en.common.appName} />
        <meta name="apple-mobile-web-app-status-bar-style" content="default" />
        <link rel="apple-touch-icon" href="/icons/apple-touch-icon.png" />
        <link rel="icon" href="/icon.svg" type="image/svg+xml" />
        <script dangerouslySetInnerHTML={{ __html: navigationBoot }} />
        <script dangerouslySetInnerHTML={{ __html: localeBootScript }} />
        <script dangerouslySetInnerHTML={{ __html: preHydrationGuardScript }} />
        <script dangerouslySetInnerHTML={{ __html: earlyRequests }} />
        <script dangerouslySetInnerHTML={{ __html: installCaptureScript }} />
      </Head>
      <body>
        <Main />
        <NextScript />
      </body>
    </Html>
  );
}
