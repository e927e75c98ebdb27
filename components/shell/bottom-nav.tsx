'use client';

import Link from 'next/link';
import { useEffect, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
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

const MORE_LINKS = [
  { href: '/pages/financial/index', key: 'financial' },
  { href: '/pages/recharge/index', key: 'recharge' },
  { href: '/pages/withdrawal/cash', key: 'withdraw' },
  { href: '/pages/team/index', key: 'community' },
  { href: '/pages/user/share', key: 'invite' },
  { href: '/pages/user/set', key: 'settings' },
] as const;

/**
 * Stake · Home · Assets · Profile · More/Collapse on the tab pages (docs/navigation.md). The More
 * panel closes on Collapse, Escape, a tap outside it (on the dimmed page, which swallows that tap so
 * nothing underneath acts on it) and when focus leaves it and its button.
 */
export function BottomNav({ current }: { current: string }) {
  const t = useTranslations('nav');
  // The page the panel was opened on: moving to another tab page closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === current;
  const setOpen = (value: boolean) => setOpenOn(value ? current : null);
  const toggle = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLElement>(null);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpenOn(null);
      // Back to the control that opened it, wherever focus was inside the panel.
      toggle.current?.focus();
    };
    const onFocusIn = (event: FocusEvent) => {
      const target = event.target instanceof Node ? event.target : null;
      if (target && !panel.current?.contains(target) && !toggle.current?.contains(target)) setOpenOn(null);
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('focusin', onFocusIn);
    };
  }, [open]);

  return (
    <>
      <nav className={styles.bar}>
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
      {open && (
        <>
          {/* Pointer-only dismiss area; keyboard users have Escape, Collapse and Tab. */}
          <div
            className={styles.scrim}
            data-testid="more-scrim"
            aria-hidden="true"
            onClick={() => setOpen(false)}
          />
          <nav id="more-menu" ref={panel} className={styles.more} aria-label={t('moreMenu')}>
            {MORE_LINKS.map((link) => (
              <Link key={link.href} href={link.href} prefetch={false} className={styles.moreLink}>
                {t(link.key)}
              </Link>
            ))}
          </nav>
        </>
      )}
    </>
  );
}
