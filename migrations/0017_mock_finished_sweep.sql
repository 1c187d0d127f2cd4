-- Issue 26, ADR 041: the hourly sweep also reports tests that a last answer ended but whose queue message was
-- lost. Its lookup is finished tests in a recent window without a stored report; this partial index keeps that
-- a range scan over the last days' finished tests instead of a scan of every learner's history.
CREATE INDEX mock_tests_finished ON mock_tests (finished_at) WHERE finished_at IS NOT NULL;
