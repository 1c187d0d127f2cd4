-- A bank that calibrates itself (issue 24, ADR 053). The hourly job copies the marked answers of finished mock
-- tests, with the test's ability estimate in the item's skill, into calibration_responses (the newest 1,000 per
-- item are kept), then re-estimates each item with enough new answers. The engine reads item_calibration's a and
-- b when they are set (the bank seed keeps the predicted values in bank_items, so a re-seed never loses them) and
-- leaves flagged items out of new tests.
CREATE TABLE item_calibration (
  item_id TEXT PRIMARY KEY,
  a REAL,                                   -- calibrated discrimination; NULL = not yet (predicted one is used)
  b REAL,                                   -- calibrated difficulty (logits)
  answers INTEGER NOT NULL DEFAULT 0,       -- answers stored in calibration_responses
  pending INTEGER NOT NULL DEFAULT 0,       -- answers since the last estimate
  p_correct REAL,
  outfit REAL,
  flags TEXT NOT NULL DEFAULT '',           -- comma-separated: misfit, noneCorrect, allCorrect, overexposed
  exposure REAL NOT NULL DEFAULT 0,         -- share of the last 30 days' tests that gave this item
  updated_at INTEGER
) WITHOUT ROWID;

CREATE TABLE calibration_responses (
  item_id TEXT NOT NULL,
  user_id INTEGER NOT NULL,
  test_id TEXT NOT NULL,
  position INTEGER NOT NULL,
  theta REAL NOT NULL,                      -- the test's EAP in the item's skill (logits) and its posterior SD
  sd REAL NOT NULL,
  score REAL NOT NULL,
  parts INTEGER NOT NULL,
  answered_at INTEGER NOT NULL,
  PRIMARY KEY (item_id, answered_at, user_id, test_id, position)
) WITHOUT ROWID;
CREATE INDEX calibration_responses_recent ON calibration_responses (answered_at);

ALTER TABLE mock_tests ADD COLUMN harvested_at INTEGER;
CREATE INDEX mock_tests_unharvested ON mock_tests (finished_at) WHERE harvested_at IS NULL AND finished_at IS NOT NULL;
