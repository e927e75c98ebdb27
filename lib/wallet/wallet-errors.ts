/** Wallet failures the UI distinguishes, read from error codes along the cause chain — never from message text. */
export type WalletErrorKind = 'rejected' | 'pending' | 'unknownChain' | 'noWallet' | 'wrongChain' | 'other';

export const CODE_USER_REJECTED = 4001;
export const CODE_REQUEST_PENDING = -32002;
export const CODE_UNRECOGNIZED_CHAIN = 4902;

export class WalletError extends Error {
  readonly kind: WalletErrorKind;
  constructor(kind: WalletErrorKind, options?: { cause?: unknown }) {
    super(kind, options);
    this.name = 'WalletError';
    this.kind = kind;
  }
}

/** Every numeric `code` found in an error, its causes, and wallet-specific wrappers (MetaMask Mobile's `data.originalError`). */
export function collectErrorCodes(error: unknown, depth = 0): number[] {
  if (depth > 8 || error === null || typeof error !== 'object') return [];
  const record = error as Record<string, unknown>;
  const codes: number[] = [];
  if (typeof record.code === 'number') codes.push(record.code);
  if (typeof record.code === 'string' && /^-?\d+$/.test(record.code)) codes.push(Number(record.code));
  const nested = [record.cause, record.originalError, record.error, record.data];
  const data = record.data;
  if (data !== null && typeof data === 'object') nested.push((data as Record<string, unknown>).originalError);
  for (const inner of nested) codes.push(...collectErrorCodes(inner, depth + 1));
  return codes;
}

export function classifyWalletError(error: unknown): WalletErrorKind {
  if (error instanceof WalletError) return error.kind;
  const codes = collectErrorCodes(error);
  if (codes.includes(CODE_USER_REJECTED)) return 'rejected';
  if (codes.includes(CODE_REQUEST_PENDING)) return 'pending';
  if (codes.includes(CODE_UNRECOGNIZED_CHAIN)) return 'unknownChain';
  return 'other';
}
