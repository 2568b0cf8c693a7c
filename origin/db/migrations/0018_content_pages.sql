-- Content pages (issue 14 item 1): the shop's terms, privacy policy, dispute resolution, payment
-- agency terms, company information and contact page, each a title, the date it took effect and
-- its sections (JSON: [{ heading, paragraphs: [..] }]). Seeded with sample text for the demo
-- shop (origin/db/seed/content-pages.ts), inserted OR IGNORE so an edited page is never reset.

CREATE TABLE IF NOT EXISTS content_pages (
  slug TEXT PRIMARY KEY,
  title TEXT NOT NULL,
  effective_on TEXT NOT NULL,
  sections TEXT NOT NULL
);
