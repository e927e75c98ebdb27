'use client';

import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * An inline script that belongs to the prerendered page only: it is in the exported HTML, where the
 * browser runs it while parsing, and is matched during hydration; a screen rendered later on the
 * client (after a client-side navigation) leaves it out, as it would never run there.
 */
export function HydrationScript({ source }: { source: string }) {
  const prerendered = useSyncExternalStore(
    subscribe,
    () => false,
    () => true,
  );
  return prerendered ? <script dangerouslySetInnerHTML={{ __html: source }} /> : null;
}
