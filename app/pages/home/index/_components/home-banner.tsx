'use client';

import { useAtomValue } from 'jotai';
import { useQuery } from '@tanstack/react-query';
import { useEarlyAnswer } from '@/lib/boot/early-answer-query';
import { adsQueryOptions, homeAd } from '@/lib/api/endpoints/home-ad';
import { EARLY_SLOT_ATTRIBUTE } from '@/lib/boot/early-requests';
import { useShownData } from '@/lib/hooks/use-hydrated';
import { useSession } from '@/lib/auth/use-session';
import { localeAtom } from '@/lib/state/locale';
import { AdSwiper } from './ad-swiper';
import styles from './home-screen.module.css';

/**
 * The ad carousel; until the ads are known, a placeholder of its size, into which the page's early
 * answer paints the first banner before the app has come (lib/api/early-requests.ts).
 */
export function HomeBanner() {
  const locale = useAtomValue(localeAtom);
  const { account } = useSession();
  const options = adsQueryOptions(account ?? undefined, locale);
  useEarlyAnswer(homeAd, options);
  const ads = useQuery(options);
  const shown = useShownData(ads.data);
  return shown ? (
    <AdSwiper ads={shown} />
  ) : (
    // The head script may have painted the first banner into it; React leaves that alone.
    <div
      className={styles.adPlaceholder}
      {...{ [EARLY_SLOT_ATTRIBUTE]: 'banner' }}
      dangerouslySetInnerHTML={{ __html: '' }}
      suppressHydrationWarning
    />
  );
}
