-- Issue 28: the learner's goal (target score and test date), today's plan frozen for the day, and the reminder
-- settings with the next send times the hourly cron looks up by index. One row per account (ADR 056).
CREATE TABLE goals (
  user_id INTEGER PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  target INTEGER NOT NULL CHECK (target BETWEEN 10 AND 160 AND target % 5 = 0),
  test_date TEXT NOT NULL,                    -- YYYY-MM-DD, a day in the learner's time zone
  minutes INTEGER NOT NULL DEFAULT 30 CHECK (minutes BETWEEN 20 AND 40),
  time_zone TEXT NOT NULL DEFAULT 'UTC',      -- IANA name, checked with Intl before it is stored
  locale TEXT NOT NULL DEFAULT 'en',          -- the language of the reminder mails
  plan_day INTEGER,                           -- local day (days since the epoch) the stored plan is for
  plan TEXT,                                  -- JSON DailyPlan of plan_day
  ticks TEXT NOT NULL DEFAULT '[]',           -- JSON keys of plan_day's items ticked by hand
  consent_at INTEGER,                         -- when the learner agreed to reminder mails; NULL = none are sent
  weekly_mail INTEGER NOT NULL DEFAULT 0,
  daily_hour INTEGER CHECK (daily_hour BETWEEN 0 AND 23), -- local hour of the daily reminder; NULL = off
  next_weekly_at INTEGER,                     -- UTC ms of the next weekly mail; NULL = off
  next_daily_at INTEGER,                      -- UTC ms of the next daily reminder; NULL = off
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL
);
-- The cron's two lookups: rows whose next send is due, oldest first.
CREATE INDEX goals_next_weekly ON goals (next_weekly_at) WHERE next_weekly_at IS NOT NULL;
CREATE INDEX goals_next_daily ON goals (next_daily_at) WHERE next_daily_at IS NOT NULL;
