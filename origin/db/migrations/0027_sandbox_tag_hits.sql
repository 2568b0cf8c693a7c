-- The sandbox third-party tags (issue 12 item 3): what each tag heard from a page once the
-- shopper's consent let it load (its own load included, as `tag_loaded`), so operators and tests
-- can see which tags ran and what they were told (GET /sandbox/tags/hits in development). A real
-- deployment's tags report to their own services and have no such table.

CREATE TABLE IF NOT EXISTS sandbox_tag_hits (
  hit_no INTEGER PRIMARY KEY AUTOINCREMENT,
  kind TEXT NOT NULL,
  tag_id TEXT NOT NULL,
  name TEXT NOT NULL,
  page_type TEXT NOT NULL,
  received_at INTEGER NOT NULL,
  payload TEXT NOT NULL
);
