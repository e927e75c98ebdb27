'use client';

import { useRef, useState, type SyntheticEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { modifyUserRemarkMutationOptions } from '@/lib/api/endpoints/member-modify-user-remark';
import { REMARK_MAX_LENGTH } from '@/lib/api/schemas/community';
import { showToast } from '@/lib/toast/toast-store';
import { validateRemark, type RemarkError } from '@/lib/validation/remark';
import { TextField } from '@/components/form/text-field';
import formStyles from '@/components/form/form.module.css';
import styles from './remark-dialog.module.css';

/** Edit the remark on one invitee; closes only after the server confirms. */
export function RemarkDialog({
  memberId,
  initial,
  onClose,
}: {
  memberId: number;
  initial: string | null;
  onClose: () => void;
}) {
  const t = useTranslations('team');
  const queryClient = useQueryClient();
  const mutation = useMutation(modifyUserRemarkMutationOptions());
  const [value, setValue] = useState(initial ?? '');
  const [error, setError] = useState<RemarkError | null>(null);
  const [busy, setBusy] = useState(false);
  const submitting = useRef(false);

  const onSubmit = async (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting.current) return;
    submitting.current = true;
    setBusy(true);
    try {
      const checked = await validateRemark(value);
      if ('error' in checked) {
        setError(checked.error);
        return;
      }
      setError(null);
      await mutation.mutateAsync({ memberId, remark: checked.remark });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['member', 'referenceList'] }),
        queryClient.invalidateQueries({ queryKey: ['member', 'managerUser'] }),
      ]);
      showToast({ key: 'team.remarkSaved' });
      onClose();
    } catch {
      // The transport already showed the server's message. (validateRemark fails only if zod
      // cannot load, and the invitee list on screen was already checked with it.)
    } finally {
      submitting.current = false;
      setBusy(false);
    }
  };

  return (
    <div className={styles.backdrop} role="presentation">
      <form
        className={styles.dialog}
        role="dialog"
        aria-modal="true"
        aria-label={t('editRemark')}
        onSubmit={(event) => void onSubmit(event)}
        noValidate
      >
        <TextField
          label={t('remark')}
          name="remark"
          autoComplete="off"
          autoFocus
          placeholder={t('remarkPlaceholder', { max: REMARK_MAX_LENGTH })}
          value={value}
          onChange={(event) => setValue(event.target.value)}
          error={error ? t(`remarkErrors.${error}`, { max: REMARK_MAX_LENGTH }) : null}
        />
        <div className={styles.actions}>
          <button type="button" className={formStyles.secondary} onClick={onClose} disabled={busy}>
            {t('cancel')}
          </button>
          <button type="submit" className={formStyles.primary} disabled={busy}>
            {busy ? t('saving') : t('save')}
          </button>
        </div>
      </form>
    </div>
  );
}
