-- The token buckets of the API rate limits (server/api/api-rate-limit.ts), shared by every server
-- instance on the database, so two instances do not double a client's budget. One row per group and
-- client (or account); `tokens` is a count, not money (a float is fine here).
CREATE TABLE rate_buckets (
  bucket text NOT NULL,
  subject text NOT NULL,
  tokens double precision NOT NULL,
  updated_at timestamptz NOT NULL,
  -- When the bucket is full again: from then on the row is the same as no row, and may be deleted.
  full_at timestamptz NOT NULL,
  PRIMARY KEY (bucket, subject)
);
CREATE INDEX rate_buckets_full_at_idx ON rate_buckets (full_at);
