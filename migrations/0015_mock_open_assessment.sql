-- Open mock answers rated by the correction engine (ADR 036): the engine's result for the report (band, criterion
-- scores, flags, feedback codes) as JSON beside the rating it gave the session. NULL for objective items, for
-- unrated answers and for rows rated before this migration (those keep `rating` and show as measured-features).
ALTER TABLE mock_items ADD COLUMN assessment TEXT;
