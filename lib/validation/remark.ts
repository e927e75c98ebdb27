import { remarkSchema } from '@/lib/api/schemas/community';

/** Key in messages `team.remarkErrors.*`. */
export type RemarkError = 'required' | 'tooLong' | 'invalidChars' | 'markup';

const BY_CODE: Record<string, RemarkError> = {
  remark_required: 'required',
  remark_too_long: 'tooLong',
  remark_invalid_chars: 'invalidChars',
  remark_markup: 'markup',
};

/** Same rules as the server (the contract's schema): the trimmed remark, or the first problem. */
export function validateRemark(raw: string): { remark: string } | { error: RemarkError } {
  const parsed = remarkSchema.safeParse(raw);
  if (parsed.success) return { remark: parsed.data };
  return { error: BY_CODE[parsed.error.issues[0]?.message ?? ''] ?? 'invalidChars' };
}
