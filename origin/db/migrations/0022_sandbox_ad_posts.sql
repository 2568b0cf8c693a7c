-- The sandbox ad-tracking provider (issue 12 item 4): every post the storefront sends it, as
-- received, so operators and tests can see what an ad network would get (GET /sandbox/ad-tracking
-- in development). A real deployment posts to its provider instead and has no such table.

CREATE TABLE IF NOT EXISTS sandbox_ad_posts (
  post_no INTEGER PRIMARY KEY AUTOINCREMENT,
  event_type TEXT NOT NULL,
  user_id TEXT NOT NULL,
  received_at INTEGER NOT NULL,
  payload TEXT NOT NULL
);
