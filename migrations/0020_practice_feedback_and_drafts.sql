-- Issue 23: instant feedback on open practice answers (ADR 046) and nothing lost on reload (ADR 047).

-- The correction engine's rating of an open practice answer (JSON: kind, band, criteria, flags, feedback),
-- replayed with the answer on a retry.
ALTER TABLE practice_attempts ADD COLUMN assessment TEXT;
-- Autosaved partial answer of an unanswered attempt (JSON, validated as the answer of its type); cleared on answer.
ALTER TABLE practice_attempts ADD COLUMN draft TEXT;
-- Server anchors of an attempt (JSON {parts: {name: first start ms}, plays: {media key: count}}): a reload reads
-- them back, so a timer cannot restart and a clip cannot be heard beyond its limit.
ALTER TABLE practice_attempts ADD COLUMN anchors TEXT;

ALTER TABLE mock_items ADD COLUMN draft TEXT;
ALTER TABLE mock_items ADD COLUMN anchors TEXT;

-- Instant ratings of open practice answers per user and UTC day (the fair daily allowance, ADR 046).
CREATE TABLE practice_feedback_usage (
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  day INTEGER NOT NULL,
  used INTEGER NOT NULL,
  PRIMARY KEY (user_id, day)
) WITHOUT ROWID;
