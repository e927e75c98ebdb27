'use client';

import type { ReactNode } from 'react';
import Head from 'next/head';
import { useTranslations } from 'next-intl';
import { useQueryClient } from '@tanstack/react-query';
import { findRoute, HOME_PATH } from '@/lib/routes/route-table';
import { useCurrentPath } from '@/lib/routes/use-route';
import { NavBar } from './nav-bar';
import { BottomNav } from './bottom-nav';
import { PullToRefresh } from './pull-to-refresh';
import styles from './app-shell.module.css';

/** Frames every page from the route table: title, navigation bar, pull-to-refresh, bottom navigation. */
export function AppShell({ children }: { children: ReactNode }) {
  const pathname = useCurrentPath();
  const route = findRoute(pathname);
  const t = useTranslations('titles');
  const queryClient = useQueryClient();
  // An address outside the route table is the not-found page (pages/404.page.tsx).
  const title = t(route ? route.titleKey : 'notFound');

  const content = <main className={styles.main}>{children}</main>;
  return (
    <div className={route?.tab ? `${styles.app} ${styles.withTabs}` : styles.app}>
      <Head>
        <title>{title}</title>
      </Head>
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
