-- Frequently asked questions (issue 14 item 1): the customer centre's FAQ in groups (order,
-- shipping, returns, …) ordered by sequence, questions ordered by sequence within a group.
-- Seeded with sample questions for the demo shop (origin/db/seed/faqs.ts), inserted OR IGNORE
-- so an edited answer is never reset.

CREATE TABLE IF NOT EXISTS faq_groups (
  group_code TEXT PRIMARY KEY,
  name TEXT NOT NULL,
  sequence INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE IF NOT EXISTS faqs (
  faq_no INTEGER PRIMARY KEY,
  group_code TEXT NOT NULL REFERENCES faq_groups(group_code),
  question TEXT NOT NULL,
  answer TEXT NOT NULL,
  sequence INTEGER NOT NULL DEFAULT 0,
  is_display INTEGER NOT NULL DEFAULT 1
);

CREATE INDEX IF NOT EXISTS faqs_group ON faqs(group_code, sequence);
