'use client';

import { useEffect, type ReactNode } from 'react';
import { usePathname } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useQueryClient } from '@tanstack/react-query';
import { findRoute, HOME_PATH } from '@/lib/routes/route-table';
import { installInAppHistory } from '@/lib/routes/in-app-history';
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
  // An address outside the route table is the not-found page (app/not-found.tsx).
  const title = t(route ? route.titleKey : 'notFound');

  // Every later history entry records whether Back can return to a screen of the app.
  useEffect(() => installInAppHistory(), []);

  // Next re-applies the exported (English) <title> on hydration and navigation: keep ours on top.
  useEffect(() => {
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
