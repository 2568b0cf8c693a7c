-- Search, listings and notices.
--
-- - item_search / brand_search: FTS5 indexes of item and brand names with the `trigram`
--   tokenizer, so any 3+ character fragment of a Korean or English name matches ('니트 가'
--   finds '케이블 니트 가디건'), case-insensitively. rowid is item_no / brand_no. Trigram cannot
--   answer fragments under 3 characters; origin/db/read/search-query.ts falls back to LIKE over
--   these same tables for those (see there). The tables are filled by
--   origin/db/seed/search.ts after the catalogue seed, not here: migrations run before the
--   seed, and migrate-sql.ts cannot split trigger bodies, so no triggers keep them in step.
-- - search_log: one row per normalised keyword that found something; the popular keywords are
--   its top rows by count.
-- - notices: spec 3.8 notices. Dates are Seoul calendar dates ('yyyy-MM-dd', null when
--   open-ended), timestamps Seoul wall time ('yyyy-MM-dd HH:mm:ss').
-- - indexes whose column order is exactly each listing sort (origin/db/read/listings.ts), so
--   an unfiltered page reads one index and stops at its LIMIT; filters (brand, category, search)
--   narrow through their own indexes first.

CREATE VIRTUAL TABLE IF NOT EXISTS item_search USING fts5(item_name, brand_name, brand_name_eng, tokenize = 'trigram');
CREATE VIRTUAL TABLE IF NOT EXISTS brand_search USING fts5(name, name_eng, tokenize = 'trigram');

CREATE TABLE IF NOT EXISTS search_log (
  keyword TEXT PRIMARY KEY,
  search_count INTEGER NOT NULL DEFAULT 0,
  last_searched_at TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS search_log_rank ON search_log(search_count DESC, last_searched_at DESC, keyword);

CREATE TABLE IF NOT EXISTS notices (
  notice_no INTEGER PRIMARY KEY,
  notice_type TEXT NOT NULL,
  title TEXT NOT NULL,
  contents TEXT NOT NULL DEFAULT '',
  start_date TEXT,
  end_date TEXT,
  is_deleted INTEGER NOT NULL DEFAULT 0,
  is_display INTEGER NOT NULL DEFAULT 1,
  is_popup INTEGER NOT NULL DEFAULT 0,
  insert_timestamp TEXT NOT NULL,
  updated_timestamp TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS notices_type ON notices(notice_type, notice_no DESC);

CREATE INDEX IF NOT EXISTS items_sell_price ON items(sell_price, item_no);
CREATE INDEX IF NOT EXISTS items_discount ON items(discount_rate DESC, item_no DESC);
CREATE INDEX IF NOT EXISTS items_visible_begin ON items(visible_begin_at DESC, item_no DESC);
CREATE INDEX IF NOT EXISTS items_sold_qty ON items(sold_qty DESC, item_no DESC);
CREATE INDEX IF NOT EXISTS hearts_count ON hearts(heart_count DESC, item_no DESC);
CREATE INDEX IF NOT EXISTS item_categories_c2 ON item_categories(category2_code, item_no);
