'use client';

import { useState, type ReactNode } from 'react';
import { promptInstall } from '@/lib/reach/install-prompt';
import type { InstallOffer } from '@/lib/reach/use-install-offer';
import { IosInstallGuide } from './ios-install-guide';

/**
 * The "Install app" action: the browser's own install dialog where it has one, else (Safari on
 * iOS) the Add to Home Screen guide. `guide` must be rendered by the caller.
 */
export function useInstall(
  offer: InstallOffer,
  onGuideClosed?: () => void,
): { start: () => void; guide: ReactNode } {
  const [guideOpen, setGuideOpen] = useState(false);
  const start = () => {
    if (offer === 'ios-guide') setGuideOpen(true);
    // A dismissed dialog is no error: the browser offers installing again later.
    else if (offer === 'prompt') void promptInstall().catch(() => false);
  };
  const guide = (
    <IosInstallGuide
      open={guideOpen}
      onClose={() => {
        setGuideOpen(false);
        onGuideClosed?.();
      }}
    />
  );
  return { start, guide };
}
