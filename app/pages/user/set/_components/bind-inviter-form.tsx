'use client';

import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { bindInviterMutationOptions } from '@/lib/api/endpoints/member-bind-inviter';
import { useGuardedSubmit } from '@/lib/hooks/use-guarded-submit';
import { showToast } from '@/lib/toast/toast-store';
import { validateInviter, type FieldError } from '@/lib/validation/auth-forms';
import { TextField } from '@/components/form/text-field';
import { useRefusal } from '@/components/form/use-refusal';
import { useValidationMessage } from '@/components/form/use-validation-message';
import { Button } from '@/components/ui/button';
import { FormBanner } from '@/components/ui/form-banner';
import formStyles from '@/components/form/form.module.css';

/** Every refusal of the inviter (unknown, self, own community, already bound) stays at the field. */
const REFUSAL_FIELDS = {
  inviterRequired: 'inviter',
  invalidInviterAddress: 'inviter',
  inviterNotFound: 'inviter',
  inviterSelf: 'inviter',
  inviterInOwnCommunity: 'inviter',
  inviterAlreadyBound: 'inviter',
} as const;

/** Shown only to a member without an inviter; the server refuses cycles and a second bind. */
export function BindInviterForm({ account }: { account: string }) {
  const t = useTranslations('settings');
  const message = useValidationMessage();
  const queryClient = useQueryClient();
  const mutation = useMutation(bindInviterMutationOptions());
  const [inviter, setInviter] = useState('');
  const [error, setError] = useState<FieldError | null>(null);
  const refusal = useRefusal<'inviter'>(REFUSAL_FIELDS);
  const { clear } = refusal;
  const { busy, onSubmit } = useGuardedSubmit({ onError: refusal.capture });

  const submit = onSubmit(() => {
    const problem = validateInviter(inviter, account);
    setError(problem);
    if (problem) return null;
    return async () => {
      await mutation.mutateAsync({ inviter: inviter.trim() });
      showToast({ text: t('bindSuccess') });
      await queryClient.invalidateQueries({ queryKey: ['member'] });
    };
  });

  return (
    <form className={formStyles.card} onSubmit={submit} noValidate data-testid="bind-inviter">
      <TextField
        label={t('bindInviter')}
        name="inviter"
        autoComplete="off"
        autoCapitalize="off"
        spellCheck={false}
        placeholder={t('bindInviterPlaceholder')}
        value={inviter}
        onChange={(event) => {
          setInviter(event.target.value);
          setError(null);
          clear('inviter');
        }}
        error={refusal.at('inviter') ?? message(error)}
        testId="bind-inviter"
      />
      {refusal.banner && <FormBanner message={refusal.banner} onDismiss={() => clear()} />}
      <Button type="submit" needsNetwork disabled={busy}>
        {busy ? t('binding') : t('bind')}
      </Button>
    </form>
  );
}
