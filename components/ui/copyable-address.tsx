'use client';

import { useTranslations } from 'next-intl';
import { Address } from './address';
import { CopyButton } from './copy-button';

/** An address with its copy button: where a member takes the address elsewhere (not in a form's own card). */
export function CopyableAddress({ value, testId }: { value: string; testId?: string }) {
  const t = useTranslations('ui');
  return (
    <Address value={value} testId={testId}>
      <CopyButton value={value} label={t('address')} />
    </Address>
  );
}
