-- Spoken mock answers measured on the server (issue 24, ADR 052). Every uploaded recording gets a row, so the
-- hourly clean-up finds the ones older than 90 days by an index instead of listing the R2 bucket, and a learner
-- can list and delete theirs. A mock answer keeps the ids of the recordings it was measured from ("Get AI
-- feedback" reuses them without recording again).
CREATE TABLE recordings (
  user_id INTEGER NOT NULL,
  id TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  bytes INTEGER NOT NULL,
  seconds REAL NOT NULL,
  PRIMARY KEY (user_id, id)
) WITHOUT ROWID;
CREATE INDEX recordings_created ON recordings (created_at);

ALTER TABLE mock_items ADD COLUMN recordings TEXT;
