import { ApiFailure, CODE } from '../api/api-failure';
import type { Queryable } from '../db/db';
import {
  AccountHeldError,
  debitLedgerEntry,
  InsufficientBalanceError,
  type LedgerEntryInput,
} from './ledger';

/**
 * A member spends from the balance (a withdrawal, a purchase): the ledger's debit, with its refusals
 * answered as the platform answers them (422 `insufficientBalance`, 423 `accountHeld`). Inside the
 * caller's transaction, so a refusal rolls back what the caller wrote before it.
 */
export async function spendFromBalance(
  tx: Queryable,
  entry: Omit<LedgerEntryInput, 'amountWei'> & { debitWei: bigint },
): Promise<void> {
  try {
    await debitLedgerEntry(tx, entry);
  } catch (error) {
    if (error instanceof InsufficientBalanceError)
      throw new ApiFailure(CODE.unprocessable, 'insufficientBalance');
    if (error instanceof AccountHeldError) throw new ApiFailure(CODE.locked, 'accountHeld');
    throw error;
  }
}
