'use client';

import { ScreenHydrated } from '@/components/providers/screen-hydrated';
import { ErrorView } from '@/components/shell/error-view';

/** A screen that throws while rendering shows the error view (spec §4); the shell around it stays. */
export default function ScreenError() {
  return (
    <>
      <ErrorView />
      <ScreenHydrated />
    </>
  );
}
