-- Shopper content on items: reviews with photos, and Q&A. Author ids are stored already
-- masked; when members arrive (a later migration) a member_no column can join them.

CREATE TABLE IF NOT EXISTS reviews (
  review_no INTEGER PRIMARY KEY,
  item_no INTEGER NOT NULL REFERENCES items(item_no),
  user_masked_id TEXT NOT NULL,
  review_point INTEGER NOT NULL,
  content TEXT NOT NULL,
  option_text TEXT NOT NULL DEFAULT '',
  has_photo INTEGER NOT NULL DEFAULT 0,
  is_gift INTEGER NOT NULL DEFAULT 0,
  inserted_at TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS reviews_item ON reviews(item_no, review_no DESC);
CREATE INDEX IF NOT EXISTS reviews_item_photo ON reviews(item_no, has_photo, review_no DESC);

CREATE TABLE IF NOT EXISTS review_photos (
  review_no INTEGER NOT NULL REFERENCES reviews(review_no),
  seq INTEGER NOT NULL,
  image_url TEXT NOT NULL,
  width INTEGER NOT NULL,
  height INTEGER NOT NULL,
  PRIMARY KEY (review_no, seq)
);

CREATE TABLE IF NOT EXISTS qna (
  qna_no INTEGER PRIMARY KEY,
  item_no INTEGER NOT NULL REFERENCES items(item_no),
  user_masked_id TEXT NOT NULL,
  title TEXT NOT NULL,
  content TEXT NOT NULL,
  is_secret INTEGER NOT NULL DEFAULT 0,
  answer TEXT,
  answered_at TEXT,
  inserted_at TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS qna_item ON qna(item_no, qna_no DESC);
