-- Issue 10, ADR 028: a finished mock test's report, scored once by the MOCK_QUEUE consumer and read from here.
-- A test whose job has not run yet is scored on read (nothing waits on the queue). Keyed by user, like mock_tests.
CREATE TABLE mock_reports (
  user_id INTEGER NOT NULL,
  test_id TEXT NOT NULL,
  report TEXT NOT NULL,          -- the MockReport JSON (src/shared/api/mock.ts)
  created_at INTEGER NOT NULL,
  mailed_at INTEGER,             -- when "your report is ready" was sent; NULL = not sent (guest, no provider)
  PRIMARY KEY (user_id, test_id)
) WITHOUT ROWID;
