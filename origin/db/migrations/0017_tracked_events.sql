-- Tracking (issue 12 item 2): the events the storefront's /collect forwards, one row each, as
-- the edge checked and enriched them. `event_name` is the analytics name (device prefix and
-- base name), `name` the base name; `payload` the whole event as JSON for what has no column.
-- The reference origin keeps them for operators and tests (GET /sandbox/events in development);
-- a real deployment sends them on to its analytics service.

CREATE TABLE IF NOT EXISTS tracked_events (
  event_no INTEGER PRIMARY KEY AUTOINCREMENT,
  name TEXT NOT NULL,
  event_name TEXT NOT NULL,
  item_no INTEGER,
  page_type TEXT NOT NULL,
  device TEXT NOT NULL,
  tracking_id TEXT NOT NULL,
  happened_at INTEGER NOT NULL,
  received_at INTEGER NOT NULL,
  payload TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS tracked_events_recent ON tracked_events (received_at);
