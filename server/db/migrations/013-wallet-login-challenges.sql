-- Wallet-login challenges are no longer stored when issued (a flood of requests stored one row each):
-- each carries its issue time and a tag made with this key (HMAC), so every instance can check one it
-- did not issue (server/auth/wallet-login.ts). `login_nonces` now keeps only the challenges a member's
-- wallet has signed and used, until they expire, so each is used once.
CREATE TABLE server_keys (
  name text PRIMARY KEY,
  secret text NOT NULL,
  created_at timestamptz NOT NULL
);
-- Challenges issued before this change are of the old form; their holders ask for a new one.
DELETE FROM login_nonces;
CREATE INDEX login_nonces_account_idx ON login_nonces (account);
