'use client';

import Link from 'next/link';
import { useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import { useLazyPart } from '@/lib/hooks/use-lazy-part';
import { lazyPart } from '@/lib/lazy/lazy-part';
import styles from './bottom-nav.module.css';

const TABS = [
  { href: '/pages/pledge/index', key: 'stake', icon: 'M12 3l8 4v10l-8 4-8-4V7z' },
  { href: '/pages/home/index', key: 'home', icon: 'M4 11l8-7 8 7v9h-5v-6H9v6H4z' },
  { href: '/pages/property/index', key: 'assets', icon: 'M4 7h16v12H4zM4 7l2-3h12l2 3M15 13h2' },
  {
    href: '/pages/user/index',
    key: 'profile',
    icon: 'M12 12a4 4 0 100-8 4 4 0 000 8zM4 21c1-4 4-6 8-6s7 2 8 6',
  },
] as const;

// The More panel's code comes once the page is idle (few taps are on More first); until then a tap
// on More opens it the moment it has come.
const moreMenuPart = lazyPart(() => import('./more-menu'));

/**
 * Stake · Home · Assets · Profile · More/Collapse on the tab pages (docs/navigation.md); the More
 * panel is ./more-menu.tsx.
 */
export function BottomNav({ current }: { current: string }) {
  const t = useTranslations('nav');
  // The page the panel was opened on: moving to another tab page closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === current;
  const setOpen = (value: boolean) => setOpenOn(value ? current : null);
  const toggle = useRef<HTMLButtonElement>(null);
  const moreMenu = useLazyPart(moreMenuPart, open);

  return (
    <>
      <nav className={styles.bar} aria-label={t('tabBar')}>
        {TABS.map((tab) => (
          <Link
            key={tab.href}
            href={tab.href}
            prefetch={false}
            className={styles.tab}
            aria-current={current === tab.href ? 'page' : undefined}
            onClick={() => setOpen(false)}
          >
            <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
              <path d={tab.icon} fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" />
            </svg>
            <span>{t(tab.key)}</span>
          </Link>
        ))}
        <button
          ref={toggle}
          type="button"
          className={styles.tab}
          aria-expanded={open}
          aria-controls="more-menu"
          onClick={() => setOpen(!open)}
        >
          <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
            <path
              d={open ? 'M6 15l6-6 6 6' : 'M5 12h.01M12 12h.01M19 12h.01'}
              fill="none"
              stroke="currentColor"
              strokeWidth={open ? 1.8 : 3}
              strokeLinecap="round"
            />
          </svg>
          <span>{open ? t('collapse') : t('more')}</span>
        </button>
      </nav>
      {/* After the bar in document order, so Tab goes from More into the panel. */}
      {open && moreMenu && <moreMenu.MoreMenu toggle={toggle} onClose={() => setOpen(false)} />}
    </>
  );
}
