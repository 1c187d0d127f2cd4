-- AI correction (issue 11, ADR 026): jobs and their reports, keyed by user so they can move to per-user storage.
CREATE TABLE correction_jobs (
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  id TEXT NOT NULL,                               -- opaque 128-bit id (base64url)
  request_id TEXT NOT NULL,                       -- client idempotency key: a retried POST finds the same job
  kind TEXT NOT NULL CHECK (kind IN ('writing', 'speaking')),
  task_type TEXT NOT NULL,
  attempt_id TEXT,                                -- the practice attempt corrected, when there is one
  prompt TEXT NOT NULL,
  answer_text TEXT,                               -- written answer, or a typed transcript
  recording_key TEXT,                             -- R2 key of the recording (speaking)
  state TEXT NOT NULL CHECK (state IN ('queued', 'running', 'done', 'failed')),
  charged INTEGER NOT NULL CHECK (charged IN (0, 1)),  -- 1 = one correction credit was taken (0 for Pro)
  refunded INTEGER NOT NULL DEFAULT 0 CHECK (refunded IN (0, 1)),
  tries INTEGER NOT NULL DEFAULT 0,
  error TEXT,
  provider TEXT,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL,
  PRIMARY KEY (user_id, id),
  UNIQUE (user_id, request_id)
) WITHOUT ROWID;
CREATE INDEX correction_jobs_history ON correction_jobs (user_id, created_at);
-- The cron's scan for stuck jobs: only open jobs are in this index.
CREATE INDEX correction_jobs_open ON correction_jobs (updated_at) WHERE state IN ('queued', 'running');

CREATE TABLE correction_reports (
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  job_id TEXT NOT NULL,
  band INTEGER,                                   -- NULL when nothing could be assessed
  report TEXT NOT NULL,                           -- JSON CorrectionReport (src/shared/api/correction.ts)
  created_at INTEGER NOT NULL,
  PRIMARY KEY (user_id, job_id)
) WITHOUT ROWID;
