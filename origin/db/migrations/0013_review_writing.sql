-- Reviews members write (issue 11 item 5): the size write of spec 2.1 beside a review
-- (height cm, weight kg, usual size, how it fits), and photo uploads. A photo is uploaded
-- before its review is sent and stored in R2 (binding REVIEW_PHOTOS) at two widths, the
-- viewer's and the thumbnails'; `review_uploads` remembers whose it is and, once the review is
-- written, which review it belongs to. Uploads never attached are removed a day later.

ALTER TABLE reviews ADD COLUMN size_height INTEGER;
ALTER TABLE reviews ADD COLUMN size_weight INTEGER;
ALTER TABLE reviews ADD COLUMN size_usual TEXT;
ALTER TABLE reviews ADD COLUMN size_fit TEXT;

CREATE TABLE IF NOT EXISTS review_uploads (
  photo_key TEXT PRIMARY KEY,
  user_no INTEGER NOT NULL,
  content_type TEXT NOT NULL,
  width INTEGER NOT NULL,
  height INTEGER NOT NULL,
  created_at INTEGER NOT NULL,
  review_no INTEGER
);
CREATE INDEX IF NOT EXISTS review_uploads_member ON review_uploads (user_no, created_at);
CREATE UNIQUE INDEX IF NOT EXISTS reviews_order_line ON reviews (order_no, order_seq) WHERE order_no IS NOT NULL;
