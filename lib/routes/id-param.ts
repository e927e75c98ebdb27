import { MAX_ID } from '@/lib/api/schemas/common';

/**
 * The row id of a page's `?id=` (notice, community member), or null when it is missing or not an
 * id as the server issues them: digits only, 1 to {@link MAX_ID}. `Number()` alone would take
 * `1e3`, ` 7`, `0x10` or `7.0` for ids, and ask the server about something the link never meant.
 */
export function parseIdParam(raw: string | null): number | null {
  if (raw === null || !/^[1-9]\d{0,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id <= MAX_ID ? id : null;
}
