'use client';

import { useRef, useState, type SyntheticEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { modifyUserRemarkMutationOptions } from '@/lib/api/endpoints/member-modify-user-remark';
import { REMARK_MAX_LENGTH } from '@/lib/api/schemas/community';
import { showToast } from '@/lib/toast/toast-store';
import { validateRemark, type RemarkError } from '@/lib/validation/remark';
import { TextField } from '@/components/form/text-field';
import { useRefusal } from '@/components/form/use-refusal';
import { Button } from '@/components/ui/button';
import { FormBanner } from '@/components/ui/form-banner';
import { Sheet } from '@/components/ui/sheet';
import teamStyles from '../../team.module.css';

/** The server's refusals of the remark stay at the field; "not your invitee" in the sheet's banner. */
const REFUSAL_FIELDS = {
  remarkRequired: 'remark',
  remarkTooLong: 'remark',
  remarkInvalidChars: 'remark',
  remarkMarkup: 'remark',
} as const;

/** Edit the remark on one invitee in a bottom sheet; it closes only after the server confirms. */
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
  const refusal = useRefusal<'remark'>(REFUSAL_FIELDS);
  const { clear } = refusal;
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
      showToast({ text: t('remarkSaved') });
      onClose();
    } catch (failure) {
      // A refusal stays in the sheet; a network failure was already toasted by the transport.
      // (validateRemark fails only if zod cannot load, and the list on screen was checked with it.)
      refusal.capture(failure);
    } finally {
      submitting.current = false;
      setBusy(false);
    }
  };

  return (
    <Sheet open title={t('editRemark')} onClose={onClose} dismissible={!busy} testId="remark-sheet">
      <form className={teamStyles.sheetForm} onSubmit={(event) => void onSubmit(event)} noValidate>
        <TextField
          label={t('remark')}
          name="remark"
          autoComplete="off"
          autoFocus
          placeholder={t('remarkPlaceholder', { max: REMARK_MAX_LENGTH })}
          value={value}
          onChange={(event) => {
            setValue(event.target.value);
            setError(null);
            clear('remark');
          }}
          error={
            refusal.at('remark') ?? (error ? t(`remarkErrors.${error}`, { max: REMARK_MAX_LENGTH }) : null)
          }
          testId="remark"
        />
        {refusal.banner && <FormBanner message={refusal.banner} onDismiss={() => clear()} />}
        <Button type="submit" needsNetwork disabled={busy}>
          {busy ? t('saving') : t('save')}
        </Button>
      </form>
    </Sheet>
  );
}
