-- What my page shows of a member (spec 3.7 user summary): the mileage and deposit balances,
-- the coupons, and which reviews a member wrote.
--
-- - members.mileage / members.deposit: balances in won. Mileage may go below 0 when earned
--   mileage is clawed back (a returned order); the summary shows it as 0 (spec 5).
-- - member_coupons: one row per coupon handed to a member; it counts while unused and
--   unexpired (`expires_at`, epoch ms).
-- - reviews.user_no / reviews.order_no / reviews.order_seq: the member and order line a review
--   was written for (null for the seeded reviews); a delivered line without one is writable.

ALTER TABLE members ADD COLUMN mileage INTEGER NOT NULL DEFAULT 0;
ALTER TABLE members ADD COLUMN deposit INTEGER NOT NULL DEFAULT 0;
ALTER TABLE reviews ADD COLUMN user_no INTEGER;
ALTER TABLE reviews ADD COLUMN order_no TEXT;
ALTER TABLE reviews ADD COLUMN order_seq INTEGER;

CREATE TABLE IF NOT EXISTS member_coupons (
  coupon_no INTEGER PRIMARY KEY AUTOINCREMENT,
  user_no INTEGER NOT NULL,
  name TEXT NOT NULL,
  expires_at INTEGER NOT NULL,
  used_at INTEGER
);
CREATE INDEX IF NOT EXISTS member_coupons_member ON member_coupons (user_no, expires_at);
CREATE INDEX IF NOT EXISTS reviews_member ON reviews (user_no);
