-- A payout is never recorded without the hash of the transaction that sent it (operator CLI
-- `approve <id> <txHash>`). NOT VALID: withdrawals approved before this rule may have none; every
-- approval from now on is checked.
ALTER TABLE withdrawals ADD CONSTRAINT withdrawals_payout_hash
  CHECK (status <> 'Success' OR tx_hash ~ '^0x[0-9a-f]{64}$') NOT VALID;
