'use client';

import { useRef, useState, type SyntheticEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { bindInviterMutationOptions } from '@/lib/api/endpoints/member-bind-inviter';
import { showToast } from '@/lib/toast/toast-store';
import { validateInviter, type FieldError } from '@/lib/validation/auth-forms';
import { TextField } from '@/components/form/text-field';
import formStyles from '@/components/form/form.module.css';

/** Shown only to a member without an inviter; the server refuses cycles and a second bind. */
export function BindInviterForm({ account }: { account: string }) {
  const t = useTranslations('settings');
  const tv = useTranslations('validation');
  const queryClient = useQueryClient();
  const mutation = useMutation(bindInviterMutationOptions());
  const [inviter, setInviter] = useState('');
  const [error, setError] = useState<FieldError | null>(null);
  const [busy, setBusy] = useState(false);
  const submitting = useRef(false);

  const onSubmit = async (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting.current) return;
    const problem = validateInviter(inviter, account);
    setError(problem);
    if (problem) return;
    submitting.current = true;
    setBusy(true);
    try {
      await mutation.mutateAsync({ inviter: inviter.trim() });
      showToast({ key: 'settings.bindSuccess' });
      await queryClient.invalidateQueries({ queryKey: ['member'] });
    } catch {
      // The transport already showed the server's message.
    } finally {
      submitting.current = false;
      setBusy(false);
    }
  };

  return (
    <form
      className={formStyles.card}
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      data-testid="bind-inviter"
    >
      <TextField
        label={t('bindInviter')}
        name="inviter"
        autoComplete="off"
        autoCapitalize="off"
        spellCheck={false}
        placeholder={t('bindInviterPlaceholder')}
        value={inviter}
        onChange={(event) => setInviter(event.target.value)}
        error={error ? tv(error.key, error.values) : null}
      />
      <button type="submit" className={formStyles.primary} disabled={busy}>
        {busy ? t('binding') : t('bind')}
      </button>
    </form>
  );
}
