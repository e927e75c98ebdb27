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

/** Longest whole part accepted (far beyond any supply, short enough to never overflow a uint256). */
const MAX_WHOLE_DIGITS = 30;

/**
 * Parses what the user typed into wei. Only plain ASCII decimals: digits, at most one ".", digits
 * on both sides of it. Refuses signs, exponents, hex, thousands separators, full-width digits,
 * surrounding garbage, ".5" and "5.", more decimals than the token has, and 0. Leading and
 * trailing spaces are trimmed; leading zeros ("007") are accepted.
 */
export function parseAmount(input: string, { decimals, min, max }: AmountRules): AmountResult {
  const text = input.trim();
  if (text === '') return { ok: false, key: 'required' };
  const match = /^(\d+)(?:\.(\d+))?$/.exec(text);
  if (!match || !/^[0-9.]+$/.test(text)) return { ok: false, key: 'invalid' };
  const [, whole = '', fraction = ''] = match;
  if (fraction.length > decimals) return { ok: false, key: 'tooManyDecimals' };
  if (whole.replace(/^0+(?=\d)/, '').length > MAX_WHOLE_DIGITS) return { ok: false, key: 'tooLong' };
  const wei = BigInt(whole) * 10n ** BigInt(decimals) + BigInt(fraction.padEnd(decimals, '0') || '0');
  if (wei === 0n) return { ok: false, key: 'zero' };
  if (min !== undefined && wei < min) return { ok: false, key: 'belowMinimum' };
  if (max !== undefined && wei > max) return { ok: false, key: 'aboveMaximum' };
  return { ok: true, wei };
}

/** Wei → the canonical decimal string the API takes ("12.5", never "12.50" or "1e3"). */
export function formatUnitsPlain(wei: bigint, decimals = 18): string {
  const base = 10n ** BigInt(decimals);
  const whole = wei / base;
  const fraction = (wei % base).toString().padStart(decimals, '0').replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : whole.toString();
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
