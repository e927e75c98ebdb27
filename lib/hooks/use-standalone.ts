import { useSyncExternalStore } from 'react';

const QUERY = '(display-mode: standalone)';

function subscribe(onChange: () => void): () => void {
  const media = window.matchMedia(QUERY);
  media.addEventListener('change', onChange);
  return () => media.removeEventListener('change', onChange);
}

/** Running as an installed home-screen app (standalone display mode, or iOS's navigator.standalone). */
export function useStandalone(): boolean {
  return useSyncExternalStore(
    subscribe,
    () =>
      window.matchMedia(QUERY).matches ||
      (navigator as Navigator & { standalone?: boolean }).standalone === true,
    () => false,
  );
}
