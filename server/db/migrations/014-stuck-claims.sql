-- A payment step that keeps failing for one claim (settling a pending claim, following a credited
-- one) is counted here rather than in the claim's own row, which may be what the database refuses
-- to change (server/payments/stuck-claims.ts). The settler tries it again on a back-off; after a
-- bounded number of attempts the claim is parked: left alone, an alert, until an operator retries it
-- or refuses it (npm run operator -- claim-retry / claim-refuse).
CREATE TABLE stuck_claims (
  claim_id integer NOT NULL,
  -- 'settle': a pending claim the settler cannot decide; 'follow': a credit it cannot follow.
  step text NOT NULL CHECK (step IN ('settle', 'follow')),
  attempts integer NOT NULL,
  first_failed_at timestamptz NOT NULL,
  last_failed_at timestamptz NOT NULL,
  next_attempt_at timestamptz NOT NULL,
  last_error text NOT NULL,
  parked_at timestamptz,
  PRIMARY KEY (claim_id, step)
);

-- Why an operator refused a claim the settler could not decide (status rejected, reason refused).
ALTER TABLE payment_claims ADD COLUMN operator_note text;
