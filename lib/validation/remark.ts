import { loadZod } from '@/lib/api/schema';
import { remarkSchema } from '@/lib/api/schemas/community';

/** Key in messages `team.remarkErrors.*`. */
export type RemarkError = 'required' | 'tooLong' | 'invalidChars' | 'markup';

const BY_CODE: Record<string, RemarkError> = {
  remark_required: 'required',
  remark_too_long: 'tooLong',
  remark_invalid_chars: 'invalidChars',
  remark_markup: 'markup',
};

/**
 * Same rules as the server (the contract's schema): the trimmed remark, or the first problem.
 * Asynchronous because the schema is checked with zod, which the browser loads on first use.
 */
export async function validateRemark(raw: string): Promise<{ remark: string } | { error: RemarkError }> {
  const parsed = remarkSchema(await loadZod()).safeParse(raw);
  if (parsed.success) return { remark: parsed.data };
  return { error: BY_CODE[parsed.error.issues[0]?.message ?? ''] ?? 'invalidChars' };
}
