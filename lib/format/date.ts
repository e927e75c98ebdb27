const pad = (value: number, length = 2) => String(value).padStart(length, '0');

/** Formats a date with the spec's tokens YYYY MM DD HH mm ss (local time). */
export function formatDate(input: string | number | Date, pattern = 'YYYY-MM-DD HH:mm:ss'): string {
  const date = input instanceof Date ? input : new Date(input);
  if (Number.isNaN(date.getTime())) return '';
  const tokens: Record<string, string> = {
    YYYY: pad(date.getFullYear(), 4),
    MM: pad(date.getMonth() + 1),
    DD: pad(date.getDate()),
    HH: pad(date.getHours()),
    mm: pad(date.getMinutes()),
    ss: pad(date.getSeconds()),
  };
  return pattern.replace(/YYYY|MM|DD|HH|mm|ss/g, (token) => tokens[token] ?? token);
}

/**
 * The time of an event as the platform recorded it (its records show that one), else `fallback`
 * (the moment the member confirmed): a result card and the record it leads to show one time,
 * whatever the phone's clock or the answer's delay.
 */
export function recordedAt(platformTime: string | undefined, fallback: number): number {
  const at = platformTime === undefined ? Number.NaN : Date.parse(platformTime);
  return Number.isNaN(at) ? fallback : at;
}
