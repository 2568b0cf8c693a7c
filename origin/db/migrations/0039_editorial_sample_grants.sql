-- Issue 31 §4: editorial references the back office places on the home page and under a notice.
-- Each row names a link family (post, series, lookbook, event, ..., product, brand; the edge
-- knows which) and a number in it, with the words to show. `placement` is 'home' (the home
-- page's editorial section) or 'notice' (under the notice `notice_no`). The family is free text
-- on purpose: an operator may write one the storefront does not know, which the edge leaves out.
-- The embedded default's sample rows are written on first read (origin/db/seed/editorial.ts).
CREATE TABLE IF NOT EXISTS editorial_links (
  link_no INTEGER PRIMARY KEY AUTOINCREMENT,
  placement TEXT NOT NULL CHECK (placement IN ('home', 'notice')),
  notice_no INTEGER,
  family TEXT NOT NULL,
  target_no INTEGER NOT NULL,
  title TEXT NOT NULL,
  caption TEXT NOT NULL DEFAULT '',
  sort INTEGER NOT NULL DEFAULT 0,
  is_display INTEGER NOT NULL DEFAULT 1
);
CREATE INDEX IF NOT EXISTS editorial_links_place ON editorial_links (placement, notice_no, sort);

-- Issue 31 §3: items a member received as a sample (체험단/샘플). A grant without a review is a
-- sample review still to write (user_review_sample_writable); its review carries the grant's
-- number, unique, so one grant gets one review however many sends arrive at once.
CREATE TABLE IF NOT EXISTS sample_grants (
  grant_no INTEGER PRIMARY KEY AUTOINCREMENT,
  user_no INTEGER NOT NULL,
  item_no INTEGER NOT NULL,
  option_text TEXT NOT NULL DEFAULT '',
  granted_at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS sample_grants_member ON sample_grants (user_no, granted_at);
ALTER TABLE reviews ADD COLUMN sample_grant_no INTEGER;
CREATE UNIQUE INDEX IF NOT EXISTS reviews_sample_grant ON reviews (sample_grant_no) WHERE sample_grant_no IS NOT NULL;
