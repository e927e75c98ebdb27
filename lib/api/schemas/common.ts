import { schema, type Infer, type InferInput, type Schema } from '../schema';
import type { ZodMiniType } from 'zod/mini';
import { visibleLength } from '@/lib/validation/visible-length';

/**
 * Longest password the platform accepts, in characters as a person counts them
 * (lib/validation/visible-length.ts).
 */
export const PASSWORD_MAX_LENGTH = 64;
/** Shortest password accepted when one is chosen (register, change password), counted the same way. */
export const PASSWORD_MIN_LENGTH = 6;
/**
 * Hard cap on a password's UTF-16 length, whatever it counts as: one visible character can be built
 * from many code points (combining marks, ZWJ sequences), and the server hashes what it is sent.
 * Four units per character leaves room for any real emoji password.
 */
export const PASSWORD_MAX_CODE_UNITS = PASSWORD_MAX_LENGTH * 4;

export const addressSchema = schema((z) =>
  z.string().check(z.trim(), z.regex(/^0x[0-9a-fA-F]{40}$/, 'invalid_address')),
);

/** Largest database id: id columns are PostgreSQL `integer` (int4), so 2^31 − 1. */
export const MAX_ID = 2_147_483_647;

/** Highest page number a list request may ask for, and the largest page size. */
export const MAX_PAGE = 100_000;
export const MAX_PAGE_SIZE = 50;

/**
 * Most digits an amount may have before the decimal point: every amount is below 10^30 BTCW.
 * In wei (× 10^18) that is below 10^48, so one amount fills 48 of the 78 digits of the
 * `numeric(78, 0)` ledger columns, leaving 10^30 of headroom for any sum the ledger makes (a
 * balance, a product's `sold`, a community total), and it stays far below uint256's ~1.16 × 10^77
 * for a chain transaction. Far beyond any real supply; the app's amount inputs use the same cap.
 */
export const AMOUNT_MAX_WHOLE_DIGITS = 30;

/** True when a decimal amount string (already in the plain format) has too many whole digits. */
export function isAmountTooLarge(value: string): boolean {
  const whole = /^-?(\d*)/.exec(value)?.[1] ?? '';
  return whole.length > AMOUNT_MAX_WHOLE_DIGITS;
}

/**
 * Non-negative decimal string in BTCW, at most 18 decimals, ASCII digits only, below 10^30
 * ({@link AMOUNT_MAX_WHOLE_DIGITS}): `invalid_amount` for the format, `amount_too_large` beyond it.
 */
export const decimalAmountSchema = schema((z) =>
  z.string().check(
    z.regex(/^(0|[1-9]\d*)(\.\d{1,18})?$/, 'invalid_amount'),
    z.refine((value) => !isAmountTooLarge(value), 'amount_too_large'),
  ),
);

/** Password rules shared by the forms and the server: what a person sees is what is counted. */
export function isPasswordTooLong(value: string): boolean {
  return value.length > PASSWORD_MAX_CODE_UNITS || visibleLength(value) > PASSWORD_MAX_LENGTH;
}

export function isPasswordTooShort(value: string): boolean {
  return visibleLength(value) < PASSWORD_MIN_LENGTH;
}

export const loginPasswordSchema = schema((z) =>
  z.string().check(
    // The code-unit cap first (and in the OpenAPI contract): the visible count then reads a short string.
    z.maxLength(PASSWORD_MAX_CODE_UNITS, 'password_too_long'),
    z.refine((value) => !isPasswordTooLong(value), 'password_too_long'),
    z.refine((value) => value.trim().length > 0, 'password_required'),
  ),
);

export const newPasswordSchema = schema((z) =>
  loginPasswordSchema(z).check(z.refine((value) => !isPasswordTooShort(value), 'password_too_short')),
);

export const emptyRequestSchema = schema((z) => z.optional(z.strictObject({})));

/** ISO-8601 timestamp string. */
export const timestampSchema = schema((z) => z.string());

/** A whole number (a safe integer). */
const intSchema = schema((z) => z.number().check(z.int()));

export const pageRequestSchema = schema((z) =>
  z.object({
    page: z
      .number()
      .check(
        z.int('page_out_of_range'),
        z.minimum(1, 'page_out_of_range'),
        z.maximum(MAX_PAGE, 'page_out_of_range'),
      ),
    pageSize: z
      .number()
      .check(
        z.int('page_out_of_range'),
        z.minimum(1, 'page_out_of_range'),
        z.maximum(MAX_PAGE_SIZE, 'page_out_of_range'),
      ),
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
    /**
     * A refusal's machine-readable cause (e.g. `wrongPassword`), so a form can show it at the field it
     * concerns. Optional: a platform that does not send it gets the message in the form's banner.
     */
    reason: z.optional(z.string()),
    /**
     * A refusal that ends with time (a login delay): the whole seconds until it does, so the form
     * can count down. Optional: without it the form shows the platform's message as it is.
     */
    retryAfter: z.optional(z.number().check(z.int(), z.minimum(0))),
  }),
);
export type Envelope = Infer<typeof envelopeSchema>;

/** Server-assigned row id: a whole number from 1 to {@link MAX_ID} (the `integer` column's range). */
export const idSchema = schema((z) =>
  z
    .number()
    .check(z.int('id_out_of_range'), z.positive('id_out_of_range'), z.maximum(MAX_ID, 'id_out_of_range')),
);

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
    z.refine((value) => !isAmountTooLarge(value), 'amount_too_large'),
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
