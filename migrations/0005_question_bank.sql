-- The question bank and practice (issue 8; ADR 013–015). Items are seeded by scripts/bank (not by this file):
-- the seed upserts rows by id, so re-applying it is safe and learners' rows below never reference a deleted item.

-- One row per item of every task type. stimulus = what the browser may see; answer_key never leaves the server
-- before the attempt is answered. difficulty is on the 10–160 score scale; b/a are the 2PL parameters.
CREATE TABLE bank_items (
  id TEXT PRIMARY KEY,
  type TEXT NOT NULL,
  difficulty INTEGER NOT NULL,
  b REAL NOT NULL,
  a REAL NOT NULL,
  b_source TEXT NOT NULL DEFAULT 'predicted' CHECK (b_source IN ('predicted', 'calibrated')),
  cefr TEXT NOT NULL,
  topic TEXT NOT NULL,
  stimulus TEXT NOT NULL,                     -- JSON
  answer_key TEXT NOT NULL,                   -- JSON
  source TEXT NOT NULL REFERENCES bank_sources(id),
  seed TEXT NOT NULL,                         -- generator seed (or the authored id)
  bank_version TEXT NOT NULL,
  active INTEGER NOT NULL DEFAULT 1           -- 0 once a later bank version no longer has the item
);
-- Hot path: "items of this type near this difficulty".
CREATE INDEX bank_items_pick ON bank_items (type, active, difficulty);

-- Licence and attribution of every source an item was made from (the NOTICE file lists the same sources).
CREATE TABLE bank_sources (
  id TEXT PRIMARY KEY,
  licence TEXT NOT NULL,
  attribution TEXT NOT NULL
);

CREATE TABLE bank_meta (
  key TEXT PRIMARY KEY,
  value TEXT NOT NULL
);

-- Exposure per item for later calibration and exposure control; kept apart from bank_items so a re-seed never
-- resets it. Updated with one atomic upsert per issue/answer.
CREATE TABLE item_exposure (
  item_id TEXT PRIMARY KEY,
  issued INTEGER NOT NULL DEFAULT 0,
  answered INTEGER NOT NULL DEFAULT 0,
  score_sum REAL NOT NULL DEFAULT 0
) WITHOUT ROWID;

-- Every item handed to a learner and its answer. Keyed by user first (ADR 015): every query names the user,
-- which is also the shard key when practice moves out of the accounts database.
CREATE TABLE practice_attempts (
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  id TEXT NOT NULL,                           -- opaque 128-bit attempt id (base64url)
  item_id TEXT NOT NULL,
  type TEXT NOT NULL,
  mode TEXT NOT NULL DEFAULT 'practice' CHECK (mode IN ('practice', 'review')),
  issued_at INTEGER NOT NULL,
  answered_at INTEGER,
  day INTEGER,                                -- UTC day of the answer (days since the epoch)
  score REAL,                                 -- [0, 1]; NULL for open answers
  elapsed_ms INTEGER,
  answer TEXT,                                -- JSON, as validated
  result TEXT,                                -- JSON MarkResult, replayed on a retry
  PRIMARY KEY (user_id, id)
) WITHOUT ROWID;
CREATE INDEX practice_attempts_by_type ON practice_attempts (user_id, type, issued_at);
CREATE INDEX practice_attempts_by_answer ON practice_attempts (user_id, answered_at);
CREATE INDEX practice_attempts_by_item ON practice_attempts (user_id, item_id);

-- The mistake notebook: one FSRS card per user and missed item.
CREATE TABLE review_cards (
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  item_id TEXT NOT NULL,
  due INTEGER NOT NULL,
  stability REAL NOT NULL,
  difficulty REAL NOT NULL,
  elapsed_days REAL NOT NULL,
  scheduled_days REAL NOT NULL,
  learning_steps INTEGER NOT NULL,
  reps INTEGER NOT NULL,
  lapses INTEGER NOT NULL,
  state INTEGER NOT NULL,
  last_review INTEGER,
  updated_at INTEGER NOT NULL,
  PRIMARY KEY (user_id, item_id)
) WITHOUT ROWID;
CREATE INDEX review_cards_due ON review_cards (user_id, due);

-- Items answered per user and UTC day: the free allowance, counted with one conditional upsert.
CREATE TABLE practice_allowance (
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  day INTEGER NOT NULL,
  used INTEGER NOT NULL,
  PRIMARY KEY (user_id, day)
) WITHOUT ROWID;
