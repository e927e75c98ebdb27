'use client';

import { useAtomValue } from 'jotai';
import { useQuery } from '@tanstack/react-query';
import { adsQueryOptions } from '@/lib/api/endpoints/home-ad';
import { useSession } from '@/lib/auth/use-session';
import { localeAtom } from '@/lib/state/locale';
import { AdSwiper } from './ad-swiper';
import styles from './home-screen.module.css';

/** The ad carousel; until the ads are known, a placeholder of its size. */
export function HomeBanner() {
  const locale = useAtomValue(localeAtom);
  const { account } = useSession();
  const ads = useQuery(adsQueryOptions(account ?? undefined, locale));
  return ads.data ? <AdSwiper ads={ads.data} /> : <div className={styles.adPlaceholder} aria-hidden />;
}
