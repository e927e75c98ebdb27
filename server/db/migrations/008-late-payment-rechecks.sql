-- A claim that failed only for want of the chain (not found within the give-up time, or credited and
-- then removed by a reorg) is asked about again on a back-off schedule, so a payment mined late is
-- credited even while the treasury watcher is not running (server/payments/late-payments.ts).
ALTER TABLE payment_claims ADD COLUMN recheck_at timestamptz;
ALTER TABLE payment_claims ADD COLUMN rechecks integer NOT NULL DEFAULT 0;
CREATE INDEX payment_claims_recheck_idx ON payment_claims (recheck_at) WHERE recheck_at IS NOT NULL;
-- Claims that failed this way in the last 30 days are asked about again soon.
UPDATE payment_claims SET recheck_at = now()
WHERE ((status = 'rejected' AND reason = 'notFound') OR (status = 'reversed' AND reason = 'reorged'))
  AND decided_at > now() - interval '30 days';
