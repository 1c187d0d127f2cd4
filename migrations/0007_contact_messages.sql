-- Messages from the contact form and applications to the affiliate program (issue 15, ADR 020). Each row is
-- what a person sent plus what support needs to answer it; the mail columns let the hourly job retry mail that
-- could not be sent when the message arrived.
CREATE TABLE contact_messages (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  reference TEXT NOT NULL UNIQUE,            -- shown to the sender and in both mails (C-… contact, A-… affiliate)
  kind TEXT NOT NULL CHECK (kind IN ('contact', 'affiliate')),
  user_id INTEGER,                           -- the signed-in account at submit time (NULL for visitors)
  name TEXT NOT NULL,
  email TEXT NOT NULL COLLATE NOCASE,
  topic TEXT,                                -- contact only
  message TEXT NOT NULL,                     -- contact: the message; affiliate: how they will promote
  details TEXT,                              -- affiliate: JSON {links, audience, countries}
  locale TEXT NOT NULL,
  page TEXT NOT NULL,                        -- the page the form was sent from
  status TEXT NOT NULL DEFAULT 'new' CHECK (status IN ('new', 'answered', 'closed')),
  support_mailed_at INTEGER,                 -- NULL until support's copy was accepted by the mail provider
  confirmation_mailed_at INTEGER,            -- NULL until the sender's confirmation was accepted
  mail_attempts INTEGER NOT NULL DEFAULT 0,  -- failed sends so far; the job gives up after a bounded number
  next_mail_at INTEGER,                      -- when the job should try again; NULL when nothing is owed
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL
);
-- The retry job reads only rows that still owe a mail, oldest first.
CREATE INDEX contact_messages_mail_due ON contact_messages (next_mail_at) WHERE next_mail_at IS NOT NULL;
-- An account's messages, and support's queue by status.
CREATE INDEX contact_messages_user ON contact_messages (user_id, created_at) WHERE user_id IS NOT NULL;
CREATE INDEX contact_messages_status ON contact_messages (status, created_at);
