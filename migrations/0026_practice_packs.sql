-- Issue 29 (ADR 061 amendment): downloaded practice packs and the answers given offline, synced exactly once.
-- Keyed by user first like practice_attempts (ADR 015): every query names the user, the shard key later.

-- One row per download. item_ids is a JSON array (about 2 KB for 150 ids) rather than a child table: a pack is
-- written once, read whole on every sync and never queried by item, so one row beats 150 (ADR 061).
CREATE TABLE practice_packs (
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  id TEXT NOT NULL,                           -- 128-bit base64url pack id
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,                -- answers synced later are a `pack_expired` conflict
  item_ids TEXT NOT NULL,                     -- JSON array of bank_items ids
  units INTEGER NOT NULL DEFAULT 0,           -- allowance units the download took (0 for Premium)
  PRIMARY KEY (user_id, id)
) WITHOUT ROWID;
-- The hourly clean-up deletes packs some time after they expired.
CREATE INDEX practice_packs_expiry ON practice_packs (expires_at);

-- One row per offline answer recorded: the device's idempotency key, unique per user, and the attempt it created
-- (whose result is the stored verdict). Written in the same D1 batch as the attempt, so neither exists alone.
CREATE TABLE offline_answers (
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  key TEXT NOT NULL,                          -- crypto.randomUUID() of the device
  pack_id TEXT NOT NULL,
  attempt_id TEXT NOT NULL,                   -- practice_attempts (user_id, id)
  synced_at INTEGER NOT NULL,
  pack_expires_at INTEGER NOT NULL,           -- after it, a retry can no longer be recorded anyway: clean-up key
  PRIMARY KEY (user_id, key)
) WITHOUT ROWID;
CREATE INDEX offline_answers_expiry ON offline_answers (pack_expires_at);
