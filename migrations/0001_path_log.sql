-- Path reports from the client (SPEC §2: the path without its language prefix, on each path change).
CREATE TABLE IF NOT EXISTS path_log (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  path TEXT NOT NULL,
  locale TEXT NOT NULL,
  created_at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS path_log_created ON path_log (created_at);
