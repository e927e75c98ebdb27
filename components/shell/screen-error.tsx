'use client';

import { ScreenHydrated } from '@/components/providers/screen-hydrated';
import { createRetryStreak } from '@/lib/hooks/use-retry-when-due';
import { ErrorView } from './error-view';

// The boundary shows this view afresh after each failed retry: the streak makes the waits grow.
const streak = createRetryStreak();

/**
 * A screen that throws while rendering, or whose code could not come (a tab tapped on a dropped
 * connection), shows the error view inside the shell (spec §4); Retry, or the view by itself once
 * the connection is back, loads the screen again (Next's `retry`: its data and code afresh).
 * The screens' error boundary (app/error.tsx).
 */
export function ScreenError({ retry }: { error: unknown; retry: () => void }) {
  return (
    <>
      <ErrorView onRetry={retry} streak={streak} />
      <ScreenHydrated />
    </>
  );
}
