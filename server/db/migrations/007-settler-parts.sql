-- How each part of the payment settler (claims, watcher, transfers, credits) is doing on each server
-- instance: written after every pass (server/payments/settler-health.ts), shown by
-- `npm run operator -- settler`. A part failing since `failing_since` has not worked since then.
CREATE TABLE settler_parts (
  instance text NOT NULL,
  part text NOT NULL,
  last_success_at timestamptz,
  last_error_at timestamptz,
  last_error text,
  failing_since timestamptz,
  -- The instance's last pass: an old value means the instance stopped.
  updated_at timestamptz NOT NULL,
  PRIMARY KEY (instance, part)
);
