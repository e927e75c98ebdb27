import { z } from 'zod';

/** Longest password the platform accepts (characters). */
export const PASSWORD_MAX_LENGTH = 64;
/** Shortest password accepted when one is chosen (register, change password). */
export const PASSWORD_MIN_LENGTH = 6;

export const addressSchema = z
  .string()
  .trim()
  .regex(/^0x[0-9a-fA-F]{40}$/, 'invalid_address');

/** Non-negative decimal string in BTCW, at most 18 decimals, ASCII digits only. */
export const decimalAmountSchema = z.string().regex(/^(0|[1-9]\d*)(\.\d{1,18})?$/, 'invalid_amount');

export const loginPasswordSchema = z
  .string()
  .max(PASSWORD_MAX_LENGTH, 'password_too_long')
  .refine((value) => value.trim().length > 0, 'password_required');

export const newPasswordSchema = loginPasswordSchema.refine(
  (value) => value.length >= PASSWORD_MIN_LENGTH,
  'password_too_short',
);

export const emptyRequestSchema = z.object({}).strict().optional();

/** ISO-8601 timestamp string. */
export const timestampSchema = z.string();

export const pageRequestSchema = z.object({
  page: z.number().int().min(1).max(100000),
  pageSize: z.number().int().min(1).max(50),
});

export function pagedResultSchema<Item extends z.ZodType>(item: Item) {
  return z.object({
    list: z.array(item),
    page: z.number().int(),
    pageSize: z.number().int(),
    total: z.number().int(),
  });
}

export const envelopeSchema = z.object({
  code: z.number().int(),
  msg: z.string(),
  result: z.unknown(),
});
export type Envelope = z.infer<typeof envelopeSchema>;

/** Server-assigned row id. */
export const idSchema = z.number().int().positive();

/** Transaction hash on the BTCW chain. */
export const txHashSchema = z
  .string()
  .trim()
  .regex(/^0x[0-9a-fA-F]{64}$/, 'invalid_tx_hash');

/** A decimal BTCW amount greater than zero (what a member may submit). */
export const positiveDecimalAmountSchema = decimalAmountSchema.refine(
  (value) => /[1-9]/.test(value),
  'invalid_amount',
);

/** Ledger amount: like `decimalAmountSchema` but a debit carries a leading '-' ("-0" is not written). */
export const signedDecimalAmountSchema = z
  .string()
  .regex(/^-?(0|[1-9]\d*)(\.\d{1,18})?$/, 'invalid_amount')
  .refine((value) => !value.startsWith('-') || /[1-9]/.test(value), 'invalid_amount');

/** A rate as a decimal fraction string: "0.012" = 1.2 %. */
export const rateSchema = z.string().regex(/^(0|[1-9]\d*)(\.\d{1,18})?$/, 'invalid_rate');

/** Client-chosen key that makes a retried money submit count once. */
export const idempotencyKeySchema = z.uuid();

/** Status of an audited money movement (recharge, withdrawal). */
export const auditStatusSchema = z.enum(['Auditing', 'Success', 'Failed']);
export type AuditStatus = z.infer<typeof auditStatusSchema>;

export const pageListRequestSchema = pageRequestSchema.strict();
export type PageRequest = z.input<typeof pageRequestSchema>;
