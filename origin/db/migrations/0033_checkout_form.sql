-- The checkout form (issue 29 §1, issue 31 §3): the member's address book, the order's delivery
-- address and discounts, and what a coupon is worth.
--
-- - member_addresses: a member's saved addresses (at most 10, rules/address-book.ts; the cap is
--   checked in the INSERT's WHERE). Exactly one is the default while any exist: every change of
--   the default is one batch that clears the others and sets one.
-- - orders: where it goes (recipient_*, zipcode, address, address_detail, delivery_request; null
--   until the member gives it; a gift has none) and what it uses: coupon_no and coupon_discount,
--   mileage_used. total_price stays the final amount to pay (items − coupon − mileage + shipping).
-- - member_coupons: what a coupon takes off (discount_type 'AMOUNT' in won or 'RATE' in percent
--   with max_discount, 0 for none), from which order amount (min_order_amount), for which brand
--   (brand_no, null for any); used_order_no is the order holding it (used_at set then too).
-- - checkout_guards: never holds a row. A batch inserts a 0 into it when a condition fails
--   (a coupon another order took, a balance that would go below 0): the CHECK refuses it and the
--   whole batch rolls back.

CREATE TABLE IF NOT EXISTS member_addresses (
  address_no INTEGER PRIMARY KEY AUTOINCREMENT,
  user_no INTEGER NOT NULL,
  label TEXT NOT NULL DEFAULT '',
  recipient_name TEXT NOT NULL,
  recipient_phone TEXT NOT NULL,
  zipcode TEXT NOT NULL,
  address TEXT NOT NULL,
  address_detail TEXT NOT NULL DEFAULT '',
  is_default INTEGER NOT NULL DEFAULT 0,
  created_at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS member_addresses_member ON member_addresses (user_no, is_default);

ALTER TABLE orders ADD COLUMN recipient_name TEXT;
ALTER TABLE orders ADD COLUMN recipient_phone TEXT;
ALTER TABLE orders ADD COLUMN zipcode TEXT;
ALTER TABLE orders ADD COLUMN address TEXT;
ALTER TABLE orders ADD COLUMN address_detail TEXT;
ALTER TABLE orders ADD COLUMN delivery_request TEXT;
ALTER TABLE orders ADD COLUMN coupon_no INTEGER;
ALTER TABLE orders ADD COLUMN coupon_discount INTEGER NOT NULL DEFAULT 0;
ALTER TABLE orders ADD COLUMN mileage_used INTEGER NOT NULL DEFAULT 0;

ALTER TABLE member_coupons ADD COLUMN discount_type TEXT NOT NULL DEFAULT 'AMOUNT';
ALTER TABLE member_coupons ADD COLUMN discount_value INTEGER NOT NULL DEFAULT 0;
ALTER TABLE member_coupons ADD COLUMN max_discount INTEGER NOT NULL DEFAULT 0;
ALTER TABLE member_coupons ADD COLUMN min_order_amount INTEGER NOT NULL DEFAULT 0;
ALTER TABLE member_coupons ADD COLUMN brand_no INTEGER;
ALTER TABLE member_coupons ADD COLUMN used_order_no TEXT;
CREATE INDEX IF NOT EXISTS member_coupons_order ON member_coupons (used_order_no);

CREATE TABLE IF NOT EXISTS checkout_guards (ok INTEGER NOT NULL CHECK (ok = 1));

