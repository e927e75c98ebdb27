/**
 * The floor of the owner's stack: the bare export (./bare-export.ts) plus the client libraries the
 * design card names, each used once the way a screen uses it and configured as the app configures
 * it — react-query (a provider and a query), jotai (a provider and an atom), next-intl (the
 * provider, a translated line, precompiled messages through its plugin) and a `next/link`. No app
 * code. The app's first load over this floor is what the app's own code costs; the floor over the
 * bare export is what the card's libraries cost before a line of it (`npm run bench` reports both).
 *
 *   node --import tsx scripts/bench/card-stack-export.ts     # builds it and prints where
 */
import path from 'node:path';
import { REPO_ROOT } from '../../e2e/support/stack';
import { ROUTES } from '../../lib/routes/route-table';
import { buildExport } from './bare-export';

export const CARD_STACK_DIR = path.join(REPO_ROOT, '.cache', 'card-stack-export');

const NEXT_CONFIG = `import createNextIntlPlugin from 'next-intl/plugin';

const withNextIntl = createNextIntlPlugin({
  requestConfig: './request-config.ts',
  experimental: {
    messages: { path: './messages', format: 'json', locales: 'infer', precompile: true },
  },
});

export default withNextIntl({ output: 'export' });
`;

const REQUEST_CONFIG = `import { getRequestConfig } from 'next-intl/server';

export default getRequestConfig(() => ({ locale: 'en' }));
`;

const LAYOUT = `import type { ReactNode } from 'react';
import messages from '../messages/en.json';
import { Providers } from './providers';

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>
        <Providers messages={messages}>{children}</Providers>
      </body>
    </html>
  );
}
`;

const PROVIDERS = `'use client';

import { useState, type ReactNode } from 'react';
import { Provider as JotaiProvider } from 'jotai';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { NextIntlClientProvider, type AbstractIntlMessages } from 'next-intl';

export function Providers({ messages, children }: { messages: AbstractIntlMessages; children: ReactNode }) {
  const [client] = useState(() => new QueryClient());
  return (
    <JotaiProvider>
      <QueryClientProvider client={client}>
        <NextIntlClientProvider locale="en" timeZone="UTC" messages={messages}>
          {children}
        </NextIntlClientProvider>
      </QueryClientProvider>
    </JotaiProvider>
  );
}
`;

const SCREEN = `'use client';

import Link from 'next/link';
import { atom, useAtom } from 'jotai';
import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';

const countAtom = atom(0);

export function Screen({ route }: { route: string }) {
  const t = useTranslations('page');
  const [count, setCount] = useAtom(countAtom);
  const answer = useQuery({
    queryKey: ['parameters'],
    queryFn: async (): Promise<unknown> => (await fetch('/api/home/parameters')).json(),
  });
  return (
    <main>
      <h1>{route}</h1>
      <p>{t('line', { count })}</p>
      <button type="button" onClick={() => setCount(count + 1)}>{answer.status}</button>
      <Link href="/">{t('home')}</Link>
    </main>
  );
}
`;

const MESSAGES = JSON.stringify({ page: { line: 'Tapped {count} times.', home: 'Home' } });

const page = (route: string) => `import { Screen } from '@/app/screen';

export default function Page() {
  return <Screen route="${route}" />;
}
`;

const TSCONFIG = JSON.stringify({
  compilerOptions: {
    strict: true,
    jsx: 'react-jsx',
    module: 'esnext',
    moduleResolution: 'bundler',
    resolveJsonModule: true,
    esModuleInterop: true,
    skipLibCheck: true,
    noEmit: true,
    paths: { '@/*': ['./*'] },
  },
  include: ['**/*.ts', '**/*.tsx'],
});

/** Writes the floor project and builds it with the project's Next; returns its `out/`. */
export function buildCardStackExport(log: (message: string) => void = () => undefined): string {
  log(`building the card's stack on a bare export of ${ROUTES.length} routes in ${CARD_STACK_DIR}`);
  return buildExport(
    CARD_STACK_DIR,
    {
      'next.config.mjs': NEXT_CONFIG,
      'request-config.ts': REQUEST_CONFIG,
      'tsconfig.json': TSCONFIG,
      'messages/en.json': MESSAGES,
      'app/layout.tsx': LAYOUT,
      'app/providers.tsx': PROVIDERS,
      'app/screen.tsx': SCREEN,
    },
    page,
  );
}

if (process.argv[1] !== undefined && path.resolve(process.argv[1]) === import.meta.filename) {
  console.log(buildCardStackExport((message) => process.stderr.write(`[card stack] ${message}\n`)));
}
