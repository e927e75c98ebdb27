'use client';

import { useEffect, type ReactNode } from 'react';
import { usePathname } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useQueryClient } from '@tanstack/react-query';
import { findRoute } from '@/lib/routes/route-table';
import { NavBar } from './nav-bar';
import { BottomNav } from './bottom-nav';
import { PullToRefresh } from './pull-to-refresh';
import styles from './app-shell.module.css';

/** Frames every page from the route table: title, navigation bar, pull-to-refresh, bottom navigation. */
export function AppShell({ children }: { children: ReactNode }) {
  const pathname = usePathname();
  const route = findRoute(pathname);
  const t = useTranslations('titles');
  const queryClient = useQueryClient();
  const title = route ? t(route.titleKey) : '';

  // Next re-applies the exported (English) <title> on hydration and navigation: keep ours on top.
  useEffect(() => {
    if (!title) return;
    const apply = () => {
      if (document.title !== title) document.title = title;
    };
    apply();
    const observer = new MutationObserver(apply);
    observer.observe(document.head, { subtree: true, childList: true, characterData: true });
    return () => observer.disconnect();
  }, [title]);

  const content = <main className={styles.main}>{children}</main>;
  return (
    <div className={route?.tab ? `${styles.app} ${styles.withTabs}` : styles.app}>
      {route && <NavBar title={title} parent={route.parent} />}
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
