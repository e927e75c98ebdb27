import { AMOUNT_MAX_WHOLE_DIGITS } from '@/lib/api/schemas/common';

/** A message key in messages/*.json `amountInput.*`, with its values. */
export interface AmountError {
  key:
    | 'required'
    | 'invalid'
    | 'zero'
    | 'tooManyDecimals'
    | 'tooLarge'
    | 'belowMin'
    | 'aboveMax'
    | 'insufficientBalance';
  values?: Record<string, string>;
}

/** A problem with the text itself, whatever the bounds. */
export type AmountFormatError = AmountError & {
  key: 'required' | 'invalid' | 'tooManyDecimals' | 'tooLarge' | 'zero';
};

export type AmountResult = { ok: true; wei: bigint } | { ok: false; error: AmountError };

export interface AmountRules {
  /** Token decimals (BTCW: 18). */
  decimals: number;
  /** Inclusive bounds and the spendable balance, in wei. */
  min?: bigint;
  max?: bigint;
  balance?: bigint;
  /** How bounds appear in the messages ("10", "100,000"); defaults to a plain decimal. */
  formatBound?: (wei: bigint) => string;
}

// ASCII digits only: \d would also accept other scripts' digits, and full-width ones must be refused.
const PLAIN_DECIMAL = /^([0-9]+)(?:\.([0-9]+))?$/;

/**
 * What a member typed → wei, or the first problem with the text. Accepts only a plain decimal
 * ("12", "12.5", "0.5", "007"; surrounding spaces ignored); refuses signs, exponents, hex,
 * separators, several dots, ".5" and "5.", more than `decimals` decimals, non-ASCII digits, 10^30 or
 * more (the API's cap, `amount_too_large` in lib/api/schemas/common.ts), then zero.
 */
export function readAmount(
  input: string,
  decimals: number,
): { ok: true; wei: bigint } | { ok: false; error: AmountFormatError } {
  const text = input.trim();
  if (text === '') return { ok: false, error: { key: 'required' } };
  const match = PLAIN_DECIMAL.exec(text);
  if (!match) return { ok: false, error: { key: 'invalid' } };
  const [, whole = '', fraction = ''] = match;
  if (fraction.length > decimals)
    return { ok: false, error: { key: 'tooManyDecimals', values: { decimals: String(decimals) } } };
  const wei = BigInt(whole) * 10n ** BigInt(decimals) + BigInt(fraction.padEnd(decimals, '0') || '0');
  if (wei >= 10n ** BigInt(AMOUNT_MAX_WHOLE_DIGITS + decimals))
    return { ok: false, error: { key: 'tooLarge', values: { digits: String(AMOUNT_MAX_WHOLE_DIGITS) } } };
  if (wei === 0n) return { ok: false, error: { key: 'zero' } };
  return { ok: true, wei };
}

/** {@link readAmount}, then the bounds and the balance. */
export function parseAmount(input: string, rules: AmountRules): AmountResult {
  const read = readAmount(input, rules.decimals);
  if (!read.ok) return read;
  const { wei } = read;
  const show = rules.formatBound ?? ((value: bigint) => plain(value, rules.decimals));
  if (rules.min !== undefined && wei < rules.min) return fail('belowMin', { min: show(rules.min) });
  // Above both the maximum and the balance, the lower of the two is what the member can reach: a
  // member with 1,300 who types 200,000 is told of the balance, not of a 100,000 maximum.
  const balanceBinds = rules.balance !== undefined && (rules.max === undefined || rules.balance < rules.max);
  if (rules.max !== undefined && wei > rules.max && !balanceBinds)
    return fail('aboveMax', { max: show(rules.max) });
  if (rules.balance !== undefined && wei > rules.balance)
    return fail('insufficientBalance', { balance: show(rules.balance) });
  return { ok: true, wei };
}

/** A decimal string from the API (a balance, a bound) → wei; 0 when it is not a positive amount. */
export function decimalToWei(decimal: string, decimals = 18): bigint {
  const read = readAmount(decimal, decimals);
  return read.ok ? read.wei : 0n;
}

/** wei → the canonical decimal string the API expects ("12.5", never "12.50" or "1e3"). */
export function weiToDecimal(wei: bigint, decimals = 18): string {
  return plain(wei, decimals);
}

function plain(wei: bigint, decimals: number): string {
  const scale = 10n ** BigInt(decimals);
  const fraction = (wei % scale).toString().padStart(decimals, '0').replace(/0+$/, '');
  return `${wei / scale}${fraction ? `.${fraction}` : ''}`;
}

function fail(key: AmountError['key'], values?: Record<string, string>): AmountResult {
  return { ok: false, error: values ? { key, values } : { key } };
}
