'use client';

import { ErrorView } from '@/components/shell/error-view';

export default function PageError() {
  return <ErrorView />;
}
