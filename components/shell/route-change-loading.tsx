'use client';

import { useEffect, useState, type ReactNode } from 'react';
import { useRouter } from 'next/router';
import { DelayedLoading } from './delayed-loading';

/**
 * While the next screen's code loads after a tap on a link, the loading view (spec §9, shown after
 * its delay) takes the place of the screen being left, so the tap is seen to have been taken.
 */
export function RouteChangeLoading({ children }: { children: ReactNode }) {
  const router = useRouter();
  const [pending, setPending] = useState(false);
  useEffect(() => {
    const start = (url: string, { shallow }: { shallow: boolean }) => {
      if (!shallow && url.split('?')[0] !== router.asPath.split('?')[0]) setPending(true);
    };
    const end = () => setPending(false);
    router.events.on('routeChangeStart', start);
    router.events.on('routeChangeComplete', end);
    router.events.on('routeChangeError', end);
    return () => {
      router.events.off('routeChangeStart', start);
      router.events.off('routeChangeComplete', end);
      router.events.off('routeChangeError', end);
    };
  }, [router]);
  return pending ? <DelayedLoading /> : children;
}
