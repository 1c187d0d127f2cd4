-- The AI tutor (issue 12, ADR 032): conversations, their messages and the daily message count, all keyed by user
-- first so each learner's rows can move to per-user storage (a Durable Object with SQLite) without a rewrite.
CREATE TABLE tutor_conversations (
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  id TEXT NOT NULL,                               -- opaque 128-bit id (base64url)
  title TEXT NOT NULL,
  mode TEXT NOT NULL CHECK (mode IN ('standard', 'test')),
  model TEXT NOT NULL,
  language TEXT NOT NULL CHECK (language IN ('ui', 'en')),
  seed INTEGER NOT NULL,                          -- fixes the test tutor's prompts for this conversation
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL,
  PRIMARY KEY (user_id, id)
) WITHOUT ROWID;
CREATE INDEX tutor_conversations_recent ON tutor_conversations (user_id, updated_at);

CREATE TABLE tutor_messages (
  user_id INTEGER NOT NULL,
  conversation_id TEXT NOT NULL,
  seq INTEGER NOT NULL,                           -- order inside the conversation
  id TEXT NOT NULL,
  role TEXT NOT NULL CHECK (role IN ('user', 'assistant')),
  content TEXT NOT NULL,
  state TEXT NOT NULL CHECK (state IN ('done', 'stopped', 'error')),
  model TEXT,
  created_at INTEGER NOT NULL,
  PRIMARY KEY (user_id, conversation_id, seq),
  FOREIGN KEY (user_id, conversation_id) REFERENCES tutor_conversations(user_id, id) ON DELETE CASCADE
) WITHOUT ROWID;

-- Messages sent per user and UTC day: the allowance, counted with one conditional upsert before the model call.
CREATE TABLE tutor_usage (
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  day INTEGER NOT NULL,
  used INTEGER NOT NULL,
  PRIMARY KEY (user_id, day)
) WITHOUT ROWID;
