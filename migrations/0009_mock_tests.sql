-- Adaptive mock tests (issue 10; ADR 023 engine, ADR 024 scale). Keyed by user first, like practice (ADR 015).

-- One row per test. plan/state are the engine's JSON (src/shared/learning/adaptive): the slots to give and the
-- per-skill posterior. A start is idempotent per (user, idempotency key); `charged` is set in the same batch that
-- takes the credit, so a test row exists only when its credit was taken (or it needs none: the diagnostic).
CREATE TABLE mock_tests (
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  id TEXT NOT NULL,                           -- opaque 128-bit id (base64url)
  idempotency_key TEXT NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('full', 'diagnostic')),
  plan TEXT NOT NULL,                         -- JSON Plan
  state TEXT NOT NULL,                        -- JSON SessionState
  charged INTEGER NOT NULL DEFAULT 0,
  credit_payment_id INTEGER,                  -- the purchase (exam_credits) whose credit paid for it, when there is one
  started_at INTEGER NOT NULL,
  deadline_at INTEGER NOT NULL,               -- server clock (ms): answers after it are refused
  finished_at INTEGER,
  share_token TEXT,                           -- private link to the report (random 128 bits); NULL = not shared
  PRIMARY KEY (user_id, id),
  UNIQUE (user_id, idempotency_key)
) WITHOUT ROWID;
CREATE INDEX mock_tests_history ON mock_tests (user_id, started_at);
-- The only lookup not by user: a shared report's public link.
CREATE UNIQUE INDEX mock_tests_share ON mock_tests (share_token) WHERE share_token IS NOT NULL;
CREATE INDEX mock_tests_credit ON mock_tests (credit_payment_id) WHERE credit_payment_id IS NOT NULL;

-- The item given at each position and its answer. The next position's item is chosen when an answer arrives and
-- stored at once, so a reload shows the same item.
CREATE TABLE mock_items (
  user_id INTEGER NOT NULL,
  test_id TEXT NOT NULL,
  position INTEGER NOT NULL,
  item_id TEXT NOT NULL,
  type TEXT NOT NULL,
  issued_at INTEGER NOT NULL,
  answered_at INTEGER,
  answer TEXT,                                -- JSON, as validated
  score REAL,                                 -- objective share of credit; NULL for open answers
  rating REAL,                                -- open answer's measured-feature estimate (logits) until AI correction
  elapsed_ms INTEGER,
  PRIMARY KEY (user_id, test_id, position)
) WITHOUT ROWID;
