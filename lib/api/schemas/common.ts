// zod/mini (not classic zod): the schemas ship to the browser with every screen, and mini's
// functional API tree-shakes to the validators actually used (issue 6's first-load budget).
import * as z from 'zod/mini';

/** Longest password the platform accepts (characters). */
export const PASSWORD_MAX_LENGTH = 64;
/** Shortest password accepted when one is chosen (register, change password). */
export const PASSWORD_MIN_LENGTH = 6;

export const addressSchema = z.string().check(z.trim(), z.regex(/^0x[0-9a-fA-F]{40}$/, 'invalid_address'));

/** Non-negative decimal string in BTCW, at most 18 decimals, ASCII digits only. */
export const decimalAmountSchema = z.string().check(z.regex(/^(0|[1-9]\d*)(\.\d{1,18})?$/, 'invalid_amount'));

export const loginPasswordSchema = z.string().check(
  z.maxLength(PASSWORD_MAX_LENGTH, 'password_too_long'),
  z.refine((value) => value.trim().length > 0, 'password_required'),
);

export const newPasswordSchema = loginPasswordSchema.check(
  z.refine((value) => value.length >= PASSWORD_MIN_LENGTH, 'password_too_short'),
);

export const emptyRequestSchema = z.optional(z.strictObject({}));

/** ISO-8601 timestamp string. */
export const timestampSchema = z.string();

/** A whole number (what classic zod's `z.number().int()` was). */
const intSchema = z.number().check(z.int());

export const pageRequestSchema = z.object({
  page: z.number().check(z.int(), z.minimum(1), z.maximum(100000)),
  pageSize: z.number().check(z.int(), z.minimum(1), z.maximum(50)),
});

export function pagedResultSchema<Item extends z.core.SomeType>(item: Item) {
  return z.object({
    list: z.array(item),
    page: intSchema,
    pageSize: intSchema,
    total: intSchema,
  });
}

export const envelopeSchema = z.object({
  code: intSchema,
  msg: z.string(),
  result: z.unknown(),
});
export type Envelope = z.infer<typeof envelopeSchema>;

/** Server-assigned row id. */
export const idSchema = z.number().check(z.int(), z.positive());

/** Transaction hash on the BTCW chain. */
export const txHashSchema = z.string().check(z.trim(), z.regex(/^0x[0-9a-fA-F]{64}$/, 'invalid_tx_hash'));

/** A decimal BTCW amount greater than zero (what a member may submit). */
export const positiveDecimalAmountSchema = decimalAmountSchema.check(
  z.refine((value) => /[1-9]/.test(value), 'invalid_amount'),
);

/** Ledger amount: like `decimalAmountSchema` but a debit carries a leading '-' ("-0" is not written). */
export const signedDecimalAmountSchema = z.string().check(
  z.regex(/^-?(0|[1-9]\d*)(\.\d{1,18})?$/, 'invalid_amount'),
  z.refine((value) => !value.startsWith('-') || /[1-9]/.test(value), 'invalid_amount'),
);

/** A rate as a decimal fraction string: "0.012" = 1.2 %. */
export const rateSchema = z.string().check(z.regex(/^(0|[1-9]\d*)(\.\d{1,18})?$/, 'invalid_rate'));

/** Client-chosen key that makes a retried money submit count once. */
export const idempotencyKeySchema = z.uuid();

/** Status of an audited money movement (recharge, withdrawal). */
export const auditStatusSchema = z.enum(['Auditing', 'Success', 'Failed']);
export type AuditStatus = z.infer<typeof auditStatusSchema>;

export const pageListRequestSchema = z.strictObject(pageRequestSchema.shape);
export type PageRequest = z.input<typeof pageRequestSchema>;
