-- A withdrawal of a held account, or one funded by a credit later reversed, is approved only with an
-- explicit override (operator CLI `approve … --override-hold <reason>`); the hold it overrode and the
-- operator's reason are kept with the withdrawal.
ALTER TABLE withdrawals ADD COLUMN overridden_hold text;
ALTER TABLE withdrawals ADD COLUMN override_reason text;
