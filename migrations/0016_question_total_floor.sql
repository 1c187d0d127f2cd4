-- ADR 038: the landing statistic for questions is counted from bank_items; its display floor drops from the
-- original product's 18,000 (SPEC §9) to what our committed bank holds (8,066 items), so it never overstates.
-- An operator who changed the floor keeps their value.
UPDATE settings SET value = '8000' WHERE key = 'stats.questionTotalFloor' AND value = '18000';
