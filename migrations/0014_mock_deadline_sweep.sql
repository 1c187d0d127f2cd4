-- Issue 10, ADR 028 (amended): a test that ends at its deadline without a last answer gets its report and its
-- "ready" mail from the hourly sweep, in the language the test was taken in.

-- The UI language at start (a locale code); NULL for tests started before this column existed (mail in English).
ALTER TABLE mock_tests ADD COLUMN locale TEXT;

-- The sweep's only lookup: open tests by deadline. Swept tests get finished_at, so the index holds only tests
-- still running or waiting for the next sweep (a few per active learner), never the history.
CREATE INDEX mock_tests_open_deadline ON mock_tests (deadline_at) WHERE finished_at IS NULL;
