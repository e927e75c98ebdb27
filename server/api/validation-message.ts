import type { z } from 'zod';
import {
  AMOUNT_MAX_WHOLE_DIGITS,
  MAX_ID,
  MAX_PAGE,
  MAX_PAGE_SIZE,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from '@/lib/api/schemas/common';
import type { MessageKey } from '../i18n/messages';
import type { MessageParams } from '../i18n/translate';

/** Message for a missing (or empty) field, by field name. */
const REQUIRED: Readonly<Record<string, MessageKey>> = {
  account: 'walletRequired',
  inviter: 'inviterRequired',
  password: 'passwordRequired',
  amount: 'amountRequired',
  oldPassword: 'passwordRequired',
  newPassword: 'newPasswordRequired',
  remark: 'remarkRequired',
  hashrateId: 'hashrateIdRequired',
  txHash: 'txHashRequired',
};

/** The contract's schema error codes (lib/api/schemas) → server messages. */
const BY_SCHEMA_CODE: Readonly<Record<string, MessageKey>> = {
  invalid_address: 'invalidAddress',
  password_required: 'passwordBlank',
  password_too_short: 'passwordTooShort',
  password_too_long: 'passwordTooLong',
  invalid_amount: 'invalidAmount',
  amount_too_large: 'amountTooLarge',
  id_out_of_range: 'idOutOfRange',
  page_out_of_range: 'pageOutOfRange',
  days_out_of_range: 'daysNotOffered',
  remark_required: 'remarkRequired',
  remark_too_long: 'remarkTooLong',
  remark_invalid_chars: 'remarkInvalidChars',
  remark_markup: 'remarkMarkup',
  password_unchanged: 'passwordUnchanged',
  hashrate_id_required: 'hashrateIdRequired',
  hashrate_id_too_long: 'hashrateIdTooLong',
  invalid_hashrate_id: 'invalidHashrateId',
  invalid_tx_hash: 'invalidTxHash',
  invalid_signature: 'walletSignatureInvalid',
};

/** Field-specific wording where the generic one would be ambiguous. */
const BY_FIELD_AND_CODE: Readonly<Record<string, MessageKey>> = {
  'inviter:invalid_address': 'invalidInviterAddress',
};

const PARAMS: MessageParams = {
  min: PASSWORD_MIN_LENGTH,
  max: PASSWORD_MAX_LENGTH,
  maxWholeDigits: AMOUNT_MAX_WHOLE_DIGITS,
  maxId: MAX_ID,
  maxPage: MAX_PAGE,
  maxPageSize: MAX_PAGE_SIZE,
};

/** The one message shown for a rejected request body: the first problem, in the user's words. */
export function validationMessage(
  issues: readonly z.core.$ZodIssue[],
  input: unknown,
): { key: MessageKey; params: MessageParams } {
  const issue = issues[0];
  if (!issue) return { key: 'invalidRequest', params: {} };
  const field = issue.path.length === 1 && typeof issue.path[0] === 'string' ? issue.path[0] : '';
  const raw =
    field && typeof input === 'object' && input !== null
      ? (input as Record<string, unknown>)[field]
      : undefined;
  const required = REQUIRED[field];
  if (required && (raw === undefined || raw === null || raw === '')) return { key: required, params: PARAMS };
  const key =
    BY_FIELD_AND_CODE[`${field}:${issue.message}`] ?? BY_SCHEMA_CODE[issue.message] ?? 'invalidRequest';
  return { key, params: PARAMS };
}
