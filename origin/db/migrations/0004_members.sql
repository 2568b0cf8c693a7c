-- Members and the login plumbing around them (spec 3.7, 6; docs/auth-contract.md).
--
-- Every `*_at` column is epoch milliseconds (INTEGER): comparisons and expiry checks stay
-- arithmetic, and the Seoul wall-time text of the answers is formatted on the way out.
--
-- - members: `user_id` is the login id (the sign-up e-mail, lower case); `email` is the contact
--   address, which an e-mail change updates. `password_hash` is `pbkdf2$<iter>$<salt>$<hash>`
--   or null for an account made through a social login. `birth_date`/`gender` come from sign-up
--   or identity verification; `ci`, `di`, `identity_verified_at` are set by identity (CI)
--   verification, `adult_verified_at` by adult verification (valid one year). `grade` is the
--   member-grade id (schemas/member-grade.ts), null when the member has no level.
--   `token_version` is stamped into access tokens as `tv`; bumping it (logout, password
--   change, refresh-token reuse) makes every access token issued before useless at the origin.
-- - signing_keys: ES256 key pairs, `purpose` 'access' (member tokens) or 'sandbox' (keys that
--   the sandbox providers hand out). A key is active until `retired_at`; retired keys stay in
--   the JWKS for a while so tokens signed just before a rotation still verify.
-- - refresh_tokens: SHA-256 of the opaque token; spent on use (rotation), revoked as a family.
-- - login_attempts: failures per login id in the current window and the lock, if any.
-- - sns_links: a social account (provider + provider's user number) linked to a member.
-- - email_change_tokens: SHA-256 of an e-mail change token, its member and new address.
-- - sandbox_social_codes: authorization codes of the sandbox social providers (single use).

CREATE TABLE IF NOT EXISTS members (
  user_no INTEGER PRIMARY KEY AUTOINCREMENT,
  user_id TEXT NOT NULL UNIQUE,
  email TEXT NOT NULL,
  password_hash TEXT,
  name TEXT NOT NULL,
  cell TEXT NOT NULL DEFAULT '',
  gender TEXT NOT NULL DEFAULT 'M' CHECK (gender IN ('M', 'F')),
  birth_date TEXT,
  zipcode TEXT NOT NULL DEFAULT '',
  address TEXT NOT NULL DEFAULT '',
  address_detail TEXT NOT NULL DEFAULT '',
  signup_type TEXT NOT NULL DEFAULT 'email',
  ci TEXT,
  di TEXT,
  identity_verified_at INTEGER,
  adult_verified_at INTEGER,
  grade INTEGER,
  is_receive_email INTEGER NOT NULL DEFAULT 0,
  is_receive_sms INTEGER NOT NULL DEFAULT 0,
  is_receive_push INTEGER NOT NULL DEFAULT 0,
  is_personal_info_agree INTEGER NOT NULL DEFAULT 0,
  is_email_verify INTEGER NOT NULL DEFAULT 0,
  token_version INTEGER NOT NULL DEFAULT 0,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL,
  last_login_at INTEGER
);
CREATE INDEX IF NOT EXISTS members_ci ON members (ci);

CREATE TABLE IF NOT EXISTS signing_keys (
  kid TEXT PRIMARY KEY,
  purpose TEXT NOT NULL CHECK (purpose IN ('access', 'sandbox')),
  private_jwk TEXT NOT NULL,
  public_jwk TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  retired_at INTEGER
);
CREATE INDEX IF NOT EXISTS signing_keys_purpose ON signing_keys (purpose, retired_at, created_at);

CREATE TABLE IF NOT EXISTS refresh_tokens (
  token_hash TEXT PRIMARY KEY,
  user_no INTEGER NOT NULL,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  spent_at INTEGER,
  revoked_at INTEGER
);
CREATE INDEX IF NOT EXISTS refresh_tokens_member ON refresh_tokens (user_no);

CREATE TABLE IF NOT EXISTS login_attempts (
  id_key TEXT PRIMARY KEY,
  failures INTEGER NOT NULL,
  window_started_at INTEGER NOT NULL,
  locked_until INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE IF NOT EXISTS sns_links (
  social_type TEXT NOT NULL,
  social_no TEXT NOT NULL,
  user_no INTEGER NOT NULL,
  social_email TEXT NOT NULL DEFAULT '',
  linked_at INTEGER NOT NULL,
  PRIMARY KEY (social_type, social_no),
  UNIQUE (user_no, social_type)
);

CREATE TABLE IF NOT EXISTS email_change_tokens (
  token_hash TEXT PRIMARY KEY,
  user_no INTEGER NOT NULL,
  new_email TEXT NOT NULL,
  expires_at INTEGER NOT NULL,
  used_at INTEGER
);
CREATE INDEX IF NOT EXISTS email_change_tokens_member ON email_change_tokens (user_no);

CREATE TABLE IF NOT EXISTS sandbox_social_codes (
  code_hash TEXT PRIMARY KEY,
  social_type TEXT NOT NULL,
  redirect_uri TEXT NOT NULL,
  social_no TEXT NOT NULL,
  name TEXT NOT NULL,
  email TEXT NOT NULL,
  gender TEXT NOT NULL,
  expires_at INTEGER NOT NULL,
  used_at INTEGER
);
