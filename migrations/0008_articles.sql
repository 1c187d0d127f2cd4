-- Blog articles (issue 13, ADR 022): one row per (path, locale), imported from content/blog by the seed step
-- (scripts/blog/generated/articles.sql). The body is sanitized HTML rendered once at import.
CREATE TABLE IF NOT EXISTS articles (
  path TEXT NOT NULL,
  locale TEXT NOT NULL,
  title TEXT NOT NULL,
  description TEXT NOT NULL,
  body_html TEXT NOT NULL,
  toc TEXT NOT NULL DEFAULT '[]',
  category TEXT NOT NULL,
  cover TEXT NOT NULL,
  author TEXT NOT NULL,
  published_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  reading_minutes INTEGER NOT NULL,
  content_hash TEXT NOT NULL,
  PRIMARY KEY (path, locale)
);
CREATE INDEX IF NOT EXISTS articles_locale_published ON articles (locale, published_at DESC, path);
CREATE INDEX IF NOT EXISTS articles_locale_category ON articles (locale, category, published_at DESC);

-- Ratings are per article (path), whatever the language it was read in: one row per user, keyed by user first
-- so the table can later move to per-user storage. The totals live here, not on the per-locale rows.
CREATE TABLE IF NOT EXISTS article_ratings (
  user_id INTEGER NOT NULL,
  path TEXT NOT NULL,
  score INTEGER NOT NULL CHECK (score BETWEEN 1 AND 5),
  updated_at INTEGER NOT NULL,
  PRIMARY KEY (user_id, path)
);
CREATE INDEX IF NOT EXISTS article_ratings_path ON article_ratings (path);

CREATE TABLE IF NOT EXISTS article_rating_totals (
  path TEXT PRIMARY KEY,
  rating_sum INTEGER NOT NULL DEFAULT 0,
  rating_count INTEGER NOT NULL DEFAULT 0
);
