-- The sandbox outbox (issue 11 item 7; development only): the mails the origin would send,
-- kept so a developer or a browser test can read them at /sandbox/outbox. Nothing is written
-- here outside development. A mail older than a day is removed when a new one is written.

CREATE TABLE IF NOT EXISTS sandbox_outbox (
  mail_no INTEGER PRIMARY KEY AUTOINCREMENT,
  to_email TEXT NOT NULL,
  subject TEXT NOT NULL,
  body TEXT NOT NULL,
  token TEXT,
  created_at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS sandbox_outbox_to ON sandbox_outbox (to_email, created_at);
