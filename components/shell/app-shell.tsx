'use client';

import { useEffect, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { useQueryClient } from '@tanstack/react-query';
import { findRoute, HOME_PATH } from '@/lib/routes/route-table';
import { installInAppHistory } from '@/lib/routes/in-app-history';
import { keepScreenWhenOffline } from '@/lib/routes/offline-navigation';
import { useCurrentPath } from '@/lib/routes/use-route';
import { NavBar } from './nav-bar';
import { BottomNav } from './bottom-nav';
import { PullToRefresh } from './pull-to-refresh';
import styles from './app-shell.module.css';
// What every page's root boundaries show (app/error.tsx, loading.tsx and not-found.tsx), loaded
// with the shell: the bundler gives each boundary a chunk of its own, and each page's chunks carried
// a second copy of what the screens share with them (the error view, its retry streak, the hydration
// mark). In the shell's chunks, which every page sits under, they come once: 0.5–0.9 KB gzip less on
// every route (docs/performance.md).
import './screen-error';
import './delayed-loading';
import './lazy-not-found-view';

// Next's router writes history entries as it hydrates: from then on every write must carry the
// in-app Back value, so the wrapper goes in when this module runs, before the app hydrates.
if (typeof window !== 'undefined') installInAppHistory();

/** Frames every page from the route table: title, navigation bar, pull-to-refresh, bottom navigation. */
export function AppShell({ children }: { children: ReactNode }) {
  const pathname = useCurrentPath();
  const route = findRoute(pathname);
  const t = useTranslations('titles');
  const queryClient = useQueryClient();
  useEffect(() => keepScreenWhenOffline(), []);
  // An address outside the route table is the not-found page (app/not-found.tsx).
  const title = t(route ? route.titleKey : 'notFound');

  const content = <main className={styles.main}>{children}</main>;
  return (
    <div className={route?.tab ? `${styles.app} ${styles.withTabs}` : styles.app}>
      {/* React puts it in the document's head; the exported page has its route's English title. */}
      <title>{title}</title>
      <NavBar title={title} parent={route ? route.parent : HOME_PATH} />
      {route?.pullToRefresh ? (
        <PullToRefresh onRefresh={() => queryClient.refetchQueries({ type: 'active' })}>
          {content}
        </PullToRefresh>
      ) : (
        content
      )}
      {route?.tab && <BottomNav current={route.path} />}
    </div>
  );
}
