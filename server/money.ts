import { AMOUNT_MAX_WHOLE_DIGITS } from '@/lib/api/schemas/common';

/** BTCW has 18 decimals like ether: amounts live as wei bigints, never floats. */
export const BTCW_DECIMALS = 18;
export const WEI_PER_BTCW = 10n ** BigInt(BTCW_DECIMALS);

const DECIMAL_PATTERN = /^(-)?(0|[1-9]\d*)(?:\.(\d{1,18}))?$/;

/**
 * "1250.5" → 1250500000000000000000n. Rejects anything that is not a plain decimal with at most
 * 18 decimals (no exponent, no spaces, no leading zeros, no "1." or ".5"); a leading "-" only with
 * `{ signed: true }`. Also rejects more than `AMOUNT_MAX_WHOLE_DIGITS` (30) whole digits, the API's
 * cap (lib/api/schemas/common.ts): every stored amount then fits `numeric(78, 0)` with room for sums.
 */
export function parseBtcw(value: string, { signed = false }: { signed?: boolean } = {}): bigint {
  const match = DECIMAL_PATTERN.exec(value);
  if (!match || (match[1] && !signed)) throw new RangeError(`Not a BTCW amount: ${JSON.stringify(value)}`);
  const [, sign, whole = '0', fraction = ''] = match;
  if (whole.length > AMOUNT_MAX_WHOLE_DIGITS)
    throw new RangeError(`BTCW amount too large (over ${AMOUNT_MAX_WHOLE_DIGITS} whole digits): ${value}`);
  const wei = BigInt(whole) * WEI_PER_BTCW + BigInt(fraction.padEnd(BTCW_DECIMALS, '0'));
  return sign ? -wei : wei;
}

export function isBtcwAmount(value: string): boolean {
  const match = DECIMAL_PATTERN.exec(value);
  return match !== null && !match[1] && (match[2] ?? '').length <= AMOUNT_MAX_WHOLE_DIGITS;
}

/** 1250500000000000000000n → "1250.5"; no trailing zeros, no exponent, "-" for negatives. */
export function formatBtcw(wei: bigint): string {
  const negative = wei < 0n;
  const magnitude = negative ? -wei : wei;
  const whole = magnitude / WEI_PER_BTCW;
  const fraction = (magnitude % WEI_PER_BTCW).toString().padStart(BTCW_DECIMALS, '0').replace(/0+$/, '');
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`;
}
