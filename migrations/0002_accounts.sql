-- Accounts, sessions and e-mail codes for the embedded backend (SPEC §3, §4; DESIGN §5).
CREATE TABLE users (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  email TEXT UNIQUE COLLATE NOCASE,          -- NULL for temporary (guest) users
  email_verified INTEGER NOT NULL DEFAULT 0,
  password_hash TEXT,                        -- self-describing PBKDF2 string; NULL for Google-only and guests
  google_sub TEXT UNIQUE,
  nickname TEXT NOT NULL DEFAULT '',
  avatar TEXT NOT NULL DEFAULT '',
  temp INTEGER NOT NULL DEFAULT 0,
  vip_end_time INTEGER,                      -- ms since epoch
  free_vip_end_time INTEGER,
  exam_num INTEGER NOT NULL DEFAULT 0,
  correct_num INTEGER NOT NULL DEFAULT 0,
  invite_code TEXT NOT NULL DEFAULT '',
  channel TEXT NOT NULL DEFAULT '',
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL
);

-- Only the SHA-256 of a session token is stored; the token itself exists only in the visitor's browser.
CREATE TABLE sessions (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  token_hash TEXT NOT NULL UNIQUE,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  revoked_at INTEGER
);
CREATE INDEX sessions_user ON sessions (user_id);

-- E-mail codes: 6 digits, stored as an HMAC, bound to purpose and e-mail, 10 minutes, single use, 5 guesses.
CREATE TABLE email_codes (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  email TEXT NOT NULL COLLATE NOCASE,
  purpose TEXT NOT NULL CHECK (purpose IN ('register', 'reset')),
  code_hash TEXT NOT NULL,
  attempts INTEGER NOT NULL DEFAULT 0,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  used_at INTEGER
);
CREATE INDEX email_codes_lookup ON email_codes (email, purpose, created_at);

-- A verified code is exchanged for a short-lived ticket that the register / reset call spends once.
CREATE TABLE email_tickets (
  ticket_hash TEXT PRIMARY KEY,
  email TEXT NOT NULL COLLATE NOCASE,
  purpose TEXT NOT NULL,
  expires_at INTEGER NOT NULL,
  used_at INTEGER
);

-- Nonces handed to Google sign-in; each is accepted once.
CREATE TABLE auth_nonces (
  nonce_hash TEXT PRIMARY KEY,
  expires_at INTEGER NOT NULL,
  used_at INTEGER
);

-- Outgoing mail when no provider is configured (and a record of what was sent when one is).
CREATE TABLE outbox (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  to_email TEXT NOT NULL COLLATE NOCASE,
  subject TEXT NOT NULL,
  body TEXT NOT NULL,
  created_at INTEGER NOT NULL
);
CREATE INDEX outbox_to ON outbox (to_email, created_at);

-- Fixed-window counters for rate limits and failure throttling.
CREATE TABLE rate_limits (
  key TEXT PRIMARY KEY,
  window_start INTEGER NOT NULL,
  count INTEGER NOT NULL
);

CREATE TABLE settings (
  key TEXT PRIMARY KEY,
  value TEXT NOT NULL,
  status INTEGER NOT NULL DEFAULT 1
);

CREATE TABLE testimonials (
  id INTEGER PRIMARY KEY,
  type INTEGER NOT NULL DEFAULT 1,
  data TEXT NOT NULL,                        -- JSON: avatar, nickname, rate (string), country, content
  sort_order INTEGER NOT NULL,
  create_time TEXT NOT NULL
);

CREATE TABLE tracking_log (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  user_id INTEGER,
  fbc TEXT NOT NULL DEFAULT '',
  fbp TEXT NOT NULL DEFAULT '',
  created_at INTEGER NOT NULL
);

-- Learning progress (practice items done); belongs to the user row, so a guest who registers keeps it.
CREATE TABLE progress (
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  item TEXT NOT NULL,
  score INTEGER,
  updated_at INTEGER NOT NULL,
  PRIMARY KEY (user_id, item)
);
