/**
 * Formats a fixed-point integer (e.g. wei) as a decimal string truncated — never rounded — to
 * `places` decimals and padded to exactly that many (spec §9: balance truncated to 4, helper pads to 4).
 */
export function formatFixed(value: bigint, decimals = 18, places = 4): string {
  const negative = value < 0n;
  const abs = negative ? -value : value;
  const base = 10n ** BigInt(decimals);
  const whole = abs / base;
  const fraction = (abs % base).toString().padStart(decimals, '0').slice(0, places).padEnd(places, '0');
  const sign = negative && (whole > 0n || /[1-9]/.test(fraction)) ? '-' : '';
  return places > 0 ? `${sign}${whole}.${fraction}` : `${sign}${whole}`;
}

/** Truncates/pads a decimal string (as the API sends amounts) to `places` decimals without floats. */
export function formatDecimalString(value: string, places = 4): string {
  const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(value.trim());
  if (!match) return value;
  const [, sign = '', whole = '0', fraction = ''] = match;
  const shown = fraction.slice(0, places).padEnd(places, '0');
  const isZero = /^0+$/.test(whole) && !/[1-9]/.test(shown);
  const wholeTrimmed = whole.replace(/^0+(?=\d)/, '');
  return `${isZero ? '' : sign}${wholeTrimmed}${places > 0 ? `.${shown}` : ''}`;
}
