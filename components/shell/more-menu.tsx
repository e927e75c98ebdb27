'use client';

import Link from 'next/link';
import { useEffect, useRef, type RefObject } from 'react';
import { useTranslations } from 'next-intl';
import styles from './bottom-nav.module.css';

const MORE_LINKS = [
  { href: '/pages/financial/index', key: 'financial' },
  { href: '/pages/recharge/index', key: 'recharge' },
  { href: '/pages/withdrawal/cash', key: 'withdraw' },
  { href: '/pages/team/index', key: 'community' },
  { href: '/pages/user/share', key: 'invite' },
  { href: '/pages/user/set', key: 'settings' },
] as const;

/**
 * The More panel of the bottom navigation (./bottom-nav.tsx), its code fetched once the page is
 * idle. It closes on Collapse, Escape, a tap outside it (on the dimmed page, which swallows that tap
 * so nothing underneath acts on it) and when focus leaves it and its button.
 */
export function MoreMenu({
  toggle,
  onClose,
}: {
  toggle: RefObject<HTMLButtonElement | null>;
  onClose: () => void;
}) {
  const t = useTranslations('nav');
  const panel = useRef<HTMLElement>(null);
  const close = useRef(onClose);
  useEffect(() => {
    close.current = onClose;
  });

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      close.current();
      // Back to the control that opened it, wherever focus was inside the panel.
      toggle.current?.focus();
    };
    const onFocusIn = (event: FocusEvent) => {
      const target = event.target instanceof Node ? event.target : null;
      if (target && !panel.current?.contains(target) && !toggle.current?.contains(target)) close.current();
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('focusin', onFocusIn);
    };
  }, [toggle]);

  return (
    <>
      {/* Pointer-only dismiss area; keyboard users have Escape, Collapse and Tab. */}
      <div className={styles.scrim} data-testid="more-scrim" aria-hidden="true" onClick={onClose} />
      <nav id="more-menu" ref={panel} className={styles.more} aria-label={t('moreMenu')}>
        {MORE_LINKS.map((link) => (
          <Link key={link.href} href={link.href} prefetch={false} className={styles.moreLink}>
            {t(link.key)}
          </Link>
        ))}
      </nav>
    </>
  );
}
