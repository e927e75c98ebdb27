'use client';

import { useCallback } from 'react';
import { useTranslations } from 'next-intl';
import { showToast } from '@/lib/toast/toast-store';

/**
 * Puts a text on the clipboard and says in a toast whether it worked (a browser may refuse, e.g.
 * outside a secure context). Resolves whether it was copied.
 */
export function useCopyText(): (text: string) => Promise<boolean> {
  const t = useTranslations('ui');
  return useCallback(
    async (text: string) => {
      try {
        await navigator.clipboard.writeText(text);
        showToast({ text: t('copied') });
        return true;
      } catch {
        showToast({ text: t('copyFailed') });
        return false;
      }
    },
    [t],
  );
}
