'use client';

import { useAtomValue } from 'jotai';
import { useQuery } from '@tanstack/react-query';
import { adsQueryOptions } from '@/lib/api/endpoints/home-ad';
import { useSession } from '@/lib/auth/use-session';
import { localeAtom } from '@/lib/state/locale';
import { AdSwiper } from './ad-swiper';
import { EARLY_BANNER_ID } from './early-banner';
import styles from './home-screen.module.css';

/**
 * The ad carousel; until the ads are known, a same-sized placeholder that the page's early answer may
 * already have filled with the first banner (./early-banner.ts; React leaves its content alone).
 */
export function HomeBanner() {
  const locale = useAtomValue(localeAtom);
  const { account } = useSession();
  const ads = useQuery(adsQueryOptions(account ?? undefined, locale));
  return ads.data ? (
    <AdSwiper ads={ads.data} />
  ) : (
    <div
      id={EARLY_BANNER_ID}
      className={styles.adPlaceholder}
      dangerouslySetInnerHTML={{ __html: '' }}
      suppressHydrationWarning
    />
  );
}
