import { readAmount } from './amount';

/** Why an amount the user typed is refused: a key under `payment.amountErrors` in messages/*.json. */
export type AmountErrorKey =
  'required' | 'invalid' | 'tooManyDecimals' | 'zero' | 'tooLong' | 'belowMinimum' | 'aboveMaximum';

export type AmountResult = { ok: true; wei: bigint } | { ok: false; key: AmountErrorKey };

export interface AmountRules {
  decimals: number;
  /** Inclusive lower bound in wei (the recharge minimum). */
  min?: bigint;
  /** Inclusive upper bound in wei (e.g. the wallet balance). */
  max?: bigint;
}

/**
 * What the user typed → wei for a payment (recharge, the payment queue): the amount rules of
 * lib/validation/amount.ts (plain ASCII decimal, at most `decimals` decimals, below 10^30 — the API's
 * cap, far below a uint256 — and not 0), then the bounds, with this flow's own
 * message keys (`payment.amountErrors.*`: its wording differs, and `max` is the wallet balance).
 */
export function parseAmount(input: string, { decimals, min, max }: AmountRules): AmountResult {
  const read = readAmount(input, decimals);
  if (!read.ok) return { ok: false, key: read.error.key === 'tooLarge' ? 'tooLong' : read.error.key };
  const { wei } = read;
  if (min !== undefined && wei < min) return { ok: false, key: 'belowMinimum' };
  if (max !== undefined && wei > max) return { ok: false, key: 'aboveMaximum' };
  return { ok: true, wei };
}

export type TxHashErrorKey = 'required' | 'invalid';

/** A transaction hash typed by hand: `0x` + 64 hex digits (spaces around are trimmed). */
export function validateTxHash(
  input: string,
): { ok: true; hash: `0x${string}` } | { ok: false; key: TxHashErrorKey } {
  const text = input.trim();
  if (text === '') return { ok: false, key: 'required' };
  if (!/^0x[0-9a-fA-F]{64}$/.test(text)) return { ok: false, key: 'invalid' };
  return { ok: true, hash: text.toLowerCase() as `0x${string}` };
}

export type HashrateIdErrorKey = 'required' | 'tooLong' | 'invalid';

/** Mirrors `hashrateIdSchema`: 1–64 of letters, digits, "-" and "_" after trimming. */
export function validateHashrateId(
  input: string,
): { ok: true; id: string } | { ok: false; key: HashrateIdErrorKey } {
  const text = input.trim();
  if (text === '') return { ok: false, key: 'required' };
  if (text.length > 64) return { ok: false, key: 'tooLong' };
  if (!/^[A-Za-z0-9_-]+$/.test(text)) return { ok: false, key: 'invalid' };
  return { ok: true, id: text };
}
