-- Plans, payments and their credits (issue 9; SPEC §3, §9; DESIGN §2, §5). Money in integer cents.

-- The plan table: what /common/vips and /vips list and what a checkout is priced from.
CREATE TABLE plans (
  id INTEGER PRIMARY KEY,
  type INTEGER NOT NULL CHECK (type IN (1, 3, 4, 5)),   -- 1 question bank, 3 correction pack, 4 mock pack, 5 membership
  tag TEXT NOT NULL DEFAULT '',                         -- Basic / Plus / Pro for memberships
  name TEXT NOT NULL,
  day INTEGER NOT NULL DEFAULT 0,                       -- Premium days granted
  amount INTEGER NOT NULL CHECK (amount > 0),           -- cents
  currency TEXT NOT NULL DEFAULT 'usd',
  exam_num INTEGER NOT NULL DEFAULT 0,
  correct_num INTEGER NOT NULL DEFAULT 0,
  unlimited_correction INTEGER NOT NULL DEFAULT 0,      -- Pro
  status INTEGER NOT NULL DEFAULT 1,                    -- 1 = on sale
  sort_order INTEGER NOT NULL
);

-- One row per checkout started. id is the logVipId; checkout_key is unique per checkout session
-- (Stripe's cs_… id, or test_<id> for the built-in test checkout): what makes fulfilment exactly-once.
CREATE TABLE payments (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  vip_id TEXT NOT NULL,
  amount INTEGER NOT NULL,                              -- cents, fixed when the checkout starts
  currency TEXT NOT NULL,
  type INTEGER NOT NULL,
  tag TEXT NOT NULL DEFAULT '',
  vip_days INTEGER NOT NULL DEFAULT 0,
  exam_num INTEGER NOT NULL DEFAULT 0,
  correct_num INTEGER NOT NULL DEFAULT 0,
  unlimited_correction INTEGER NOT NULL DEFAULT 0,
  state TEXT NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'paid', 'failed', 'expired', 'cancelled', 'refunded')),
  provider TEXT NOT NULL CHECK (provider IN ('stripe', 'test')),
  checkout_key TEXT UNIQUE,
  payment_intent TEXT,
  return_path TEXT NOT NULL DEFAULT 'pricing',
  paid_at INTEGER,                                      -- purchase time: mock credits run 90 days from it
  refunded_at INTEGER,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL
);
CREATE INDEX payments_user ON payments (user_id, created_at);
CREATE INDEX payments_intent ON payments (payment_intent) WHERE payment_intent IS NOT NULL;

-- The credit and its reversal: at most one of each per payment (primary key). A caller writes its own random
-- claim; only the caller whose claim landed changes the user row in the same batch.
CREATE TABLE payment_credits (
  payment_id INTEGER NOT NULL REFERENCES payments(id) ON DELETE CASCADE,
  kind TEXT NOT NULL CHECK (kind IN ('credit', 'debit')),
  claim TEXT NOT NULL,
  user_id INTEGER NOT NULL,
  vip_days INTEGER NOT NULL,
  exam_num INTEGER NOT NULL,
  correct_num INTEGER NOT NULL,
  unlimited_correction INTEGER NOT NULL,
  created_at INTEGER NOT NULL,
  PRIMARY KEY (payment_id, kind)
);

-- Mock-exam credits with their purchase time and 90-day window (SPEC §9), for the mock-exam work to spend.
CREATE TABLE exam_credits (
  payment_id INTEGER PRIMARY KEY REFERENCES payments(id) ON DELETE CASCADE,
  user_id INTEGER NOT NULL,
  exam_num INTEGER NOT NULL,
  granted_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  revoked_at INTEGER
);
CREATE INDEX exam_credits_user ON exam_credits (user_id, expires_at);

-- Pro's unlimited AI correction runs until this time (ms); NULL = counted corrections only.
ALTER TABLE users ADD COLUMN correct_unlimited_until INTEGER;

-- Seed: the offers of SPEC §9 and DESIGN §2.
INSERT OR IGNORE INTO plans (id, type, tag, name, day, amount, exam_num, correct_num, unlimited_correction, sort_order) VALUES
  (11, 1, '', 'Question bank', 30, 990, 0, 0, 0, 1),
  (31, 3, '', '10 AI corrections', 0, 990, 0, 10, 0, 10),
  (32, 3, '', '30 AI corrections', 0, 2490, 0, 30, 0, 11),
  (41, 4, '', '1 Test', 0, 499, 1, 0, 0, 20),
  (42, 4, '', '3 Tests', 0, 1399, 3, 0, 0, 21),
  (43, 4, '', '5 Tests', 0, 1799, 5, 0, 0, 22),
  (44, 4, '', '10 Tests', 0, 2799, 10, 0, 0, 23),
  (51, 5, 'Basic', 'Basic 30 days', 30, 1990, 1, 10, 0, 30),
  (52, 5, 'Plus', 'Plus 30 days', 30, 2990, 3, 30, 0, 31),
  (53, 5, 'Pro', 'Pro 30 days', 30, 3990, 5, 0, 1, 32),
  (54, 5, 'Basic', 'Basic 90 days', 90, 3990, 3, 30, 0, 33),
  (55, 5, 'Plus', 'Plus 90 days', 90, 5490, 9, 90, 0, 34),
  (56, 5, 'Pro', 'Pro 90 days', 90, 7190, 15, 0, 1, 35);

INSERT OR IGNORE INTO settings (key, value, status) VALUES ('priceSaveUp', '40', 1);
