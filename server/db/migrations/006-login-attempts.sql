-- Password attempts, counted before the password is checked (server/auth/login-failures.ts), so that
-- parallel requests and several server processes can never check more passwords than the rules allow:
--   scope 'account': logins against a lower-case address (member or not),
--   scope 'client':  logins from one client address (IPv4, or an IPv6 /64),
--   scope 'recheck': password re-checks of one logged-in session (withdraw, change password).
-- Replaces members.failed_logins / members.locked_until, which are no longer written.

CREATE TABLE login_attempts (
  scope text NOT NULL CONSTRAINT login_attempts_scope CHECK (scope IN ('account', 'client', 'recheck')),
  subject text NOT NULL,
  -- Attempts counted and not taken back (a right password, or one never checked, is taken back).
  failures integer NOT NULL CONSTRAINT login_attempts_failures_nonnegative CHECK (failures >= 0),
  -- Every attempt is refused unchecked until then.
  blocked_until timestamptz,
  -- From then on the row counts as fresh (and may be deleted).
  forget_at timestamptz NOT NULL,
  PRIMARY KEY (scope, subject)
);
CREATE INDEX login_attempts_forget_at_idx ON login_attempts (forget_at);
