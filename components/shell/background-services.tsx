'use client';

import dynamic from 'next/dynamic';

// The parts of the shell that draw nothing at first paint (session rules, device info, the service
// worker, the wallet runtime's start, the payments runner) load once the page has hydrated, outside
// the first load. A 401 answered before they arrive is kept for them (lib/api/session-events.ts).
const BackgroundServiceParts = dynamic(
  () => import('./background-service-parts').then((module) => module.BackgroundServiceParts),
  { ssr: false },
);

export function BackgroundServices() {
  return <BackgroundServiceParts />;
}
