import { schema, type Infer, type InferInput, type Schema } from '../schema';
import type { ZodMiniType } from 'zod/mini';

/** Longest password the platform accepts (characters). */
export const PASSWORD_MAX_LENGTH = 64;
/** Shortest password accepted when one is chosen (register, change password). */
export const PASSWORD_MIN_LENGTH = 6;

export const addressSchema = schema((z) =>
  z.string().check(z.trim(), z.regex(/^0x[0-9a-fA-F]{40}$/, 'invalid_address')),
);

/** Non-negative decimal string in BTCW, at most 18 decimals, ASCII digits only. */
export const decimalAmountSchema = schema((z) =>
  z.string().check(z.regex(/^(0|[1-9]\d*)(\.\d{1,18})?$/, 'invalid_amount')),
);

export const loginPasswordSchema = schema((z) =>
  z.string().check(
    z.maxLength(PASSWORD_MAX_LENGTH, 'password_too_long'),
    z.refine((value) => value.trim().length > 0, 'password_required'),
  ),
);

export const newPasswordSchema = schema((z) =>
  loginPasswordSchema(z).check(
    z.refine((value) => value.length >= PASSWORD_MIN_LENGTH, 'password_too_short'),
  ),
);

export const emptyRequestSchema = schema((z) => z.optional(z.strictObject({})));

/** ISO-8601 timestamp string. */
export const timestampSchema = schema((z) => z.string());

/** A whole number (a safe integer). */
const intSchema = schema((z) => z.number().check(z.int()));

export const pageRequestSchema = schema((z) =>
  z.object({
    page: z.number().check(z.int(), z.minimum(1), z.maximum(100000)),
    pageSize: z.number().check(z.int(), z.minimum(1), z.maximum(50)),
  }),
);

export function pagedResultSchema<Item extends ZodMiniType>(item: Schema<Item>) {
  return schema((z) =>
    z.object({
      list: z.array(item(z)),
      page: intSchema(z),
      pageSize: intSchema(z),
      total: intSchema(z),
    }),
  );
}

export const envelopeSchema = schema((z) =>
  z.object({
    code: intSchema(z),
    msg: z.string(),
    result: z.unknown(),
  }),
);
export type Envelope = Infer<typeof envelopeSchema>;

/** Server-assigned row id. */
export const idSchema = schema((z) => z.number().check(z.int(), z.positive()));

/** Transaction hash on the BTCW chain. */
export const txHashSchema = schema((z) =>
  z.string().check(z.trim(), z.regex(/^0x[0-9a-fA-F]{64}$/, 'invalid_tx_hash')),
);

/** A decimal BTCW amount greater than zero (what a member may submit). */
export const positiveDecimalAmountSchema = schema((z) =>
  decimalAmountSchema(z).check(z.refine((value) => /[1-9]/.test(value), 'invalid_amount')),
);

/** Ledger amount: like `decimalAmountSchema` but a debit carries a leading '-' ("-0" is not written). */
export const signedDecimalAmountSchema = schema((z) =>
  z.string().check(
    z.regex(/^-?(0|[1-9]\d*)(\.\d{1,18})?$/, 'invalid_amount'),
    z.refine((value) => !value.startsWith('-') || /[1-9]/.test(value), 'invalid_amount'),
  ),
);

/** A rate as a decimal fraction string: "0.012" = 1.2 %. */
export const rateSchema = schema((z) =>
  z.string().check(z.regex(/^(0|[1-9]\d*)(\.\d{1,18})?$/, 'invalid_rate')),
);

/** Client-chosen key that makes a retried money submit count once. */
export const idempotencyKeySchema = schema((z) => z.uuid());

/** Status of an audited money movement (recharge, withdrawal). */
export const auditStatusSchema = schema((z) => z.enum(['Auditing', 'Success', 'Failed']));
export type AuditStatus = Infer<typeof auditStatusSchema>;

export const pageListRequestSchema = schema((z) => z.strictObject(pageRequestSchema(z).shape));
export type PageRequest = InferInput<typeof pageRequestSchema>;
