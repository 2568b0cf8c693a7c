-- DECISIONS 12: promotion periods are data the upstream can hold. Each row is one promotion of
-- spec 4.7 with its three phases as Seoul minutes ('yyyy-MM-dd HH:mm', end minute inclusive),
-- served by GET /api/v4/promotion-periods; the edge adds them to its own calendar.
CREATE TABLE IF NOT EXISTS promotion_periods (
  id TEXT PRIMARY KEY CHECK (length(id) BETWEEN 1 AND 40),
  teasing_start TEXT NOT NULL,
  teasing_end TEXT NOT NULL,
  main_start TEXT NOT NULL,
  main_end TEXT NOT NULL,
  final_start TEXT NOT NULL,
  final_end TEXT NOT NULL
);

-- The embedded default's sample row is written on first read (origin/db/seed/promotion-periods.ts).
