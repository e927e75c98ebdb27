/** A message key in messages/*.json `amountInput.*`, with its values. */
export interface AmountError {
  key: 'required' | 'invalid' | 'zero' | 'tooManyDecimals' | 'belowMin' | 'aboveMax' | 'insufficientBalance';
  values?: Record<string, string>;
}

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
 * What a member typed → wei, or the first problem. Accepts only a plain decimal ("12", "12.5",
 * "0.5"; surrounding spaces ignored); refuses signs, exponents, hex, separators, several dots,
 * more than `decimals` decimals and non-ASCII digits, then zero, the bounds and the balance.
 */
export function parseAmount(input: string, rules: AmountRules): AmountResult {
  const text = input.trim();
  if (text === '') return fail('required');
  const match = PLAIN_DECIMAL.exec(text);
  if (!match) return fail('invalid');
  const [, whole = '', fraction = ''] = match;
  if (fraction.length > rules.decimals) return fail('tooManyDecimals', { decimals: String(rules.decimals) });
  const wei =
    BigInt(whole) * 10n ** BigInt(rules.decimals) + BigInt(fraction.padEnd(rules.decimals, '0') || '0');
  if (wei === 0n) return fail('zero');
  const show = rules.formatBound ?? ((value: bigint) => plain(value, rules.decimals));
  if (rules.min !== undefined && wei < rules.min) return fail('belowMin', { min: show(rules.min) });
  if (rules.max !== undefined && wei > rules.max) return fail('aboveMax', { max: show(rules.max) });
  if (rules.balance !== undefined && wei > rules.balance) return fail('insufficientBalance');
  return { ok: true, wei };
}

/** wei → the canonical decimal string the API expects ("12.5"). */
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
