'use client';

import { ScreenError } from '@/components/shell/screen-error';

/** The screens' error boundary: components/shell/screen-error.tsx, whose code comes with the shell. */
export default function ScreenErrorBoundary(props: { error: unknown; retry: () => void }) {
  return <ScreenError {...props} />;
}
