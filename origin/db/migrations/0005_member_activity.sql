-- What members do with items: cart lines, buy-now and gift orders, likes, restock requests and
-- Q&A questions, plus the spent identity-verification keys and the adult verifications.
--
-- Like 0004, every `*_at` column is epoch milliseconds. Items are referenced by number only,
-- without a foreign key: the demo catalogue is re-seeded by deleting and re-inserting items,
-- and a member's cart must not block that (a line whose item is gone is simply not sellable).
--
-- - cart_items: one row per cart line. `option_key` is the option number, 0 for an item
--   without options (a NULL would make every such line distinct to the UNIQUE constraint), so
--   adding the same line again adds to its quantity.
-- - orders / order_lines: orders made by buy-now (`kind` 'buy_now') or as a gift ('gift'),
--   waiting for checkout. `order_no` is random text, so order numbers cannot be enumerated.
-- - member_hearts: a member likes an item once. The item's public total stays in `hearts`
--   (0001), changed in the same transaction as this table.
-- - restock_requests: one per member, item and option; `notified_at` is for the notifier.
-- - used_verification_keys: the `jti` of every spent verification key (keys are single use);
--   rows may be purged after `expires_at`, when the key is refused as expired anyway.
-- - adult_verifications: the member's latest adult verification, with the birth date and CI
--   the key proved; the gate passes while it is under a year old and the birth date is 19+.
-- - qna.user_no: the member who asked (null for the seeded questions).

CREATE TABLE IF NOT EXISTS cart_items (
  cart_item_no INTEGER PRIMARY KEY AUTOINCREMENT,
  user_no INTEGER NOT NULL,
  item_no INTEGER NOT NULL,
  option_key INTEGER NOT NULL DEFAULT 0,
  option_text TEXT NOT NULL DEFAULT '',
  qty INTEGER NOT NULL CHECK (qty > 0),
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL,
  UNIQUE (user_no, item_no, option_key, option_text)
);
CREATE INDEX IF NOT EXISTS cart_items_member ON cart_items (user_no, item_no);

CREATE TABLE IF NOT EXISTS orders (
  order_no TEXT PRIMARY KEY,
  user_no INTEGER NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('buy_now', 'gift')),
  status TEXT NOT NULL DEFAULT 'PENDING_PAYMENT',
  total_price INTEGER NOT NULL,
  created_at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS orders_member ON orders (user_no, created_at);

CREATE TABLE IF NOT EXISTS order_lines (
  order_no TEXT NOT NULL REFERENCES orders(order_no),
  seq INTEGER NOT NULL,
  item_no INTEGER NOT NULL,
  option_no INTEGER,
  option_text TEXT NOT NULL DEFAULT '',
  qty INTEGER NOT NULL CHECK (qty > 0),
  unit_price INTEGER NOT NULL,
  PRIMARY KEY (order_no, seq)
);

CREATE TABLE IF NOT EXISTS member_hearts (
  user_no INTEGER NOT NULL,
  item_no INTEGER NOT NULL,
  created_at INTEGER NOT NULL,
  PRIMARY KEY (user_no, item_no)
);

CREATE TABLE IF NOT EXISTS restock_requests (
  user_no INTEGER NOT NULL,
  item_no INTEGER NOT NULL,
  option_key INTEGER NOT NULL DEFAULT 0,
  created_at INTEGER NOT NULL,
  notified_at INTEGER,
  PRIMARY KEY (user_no, item_no, option_key)
);
CREATE INDEX IF NOT EXISTS restock_requests_item ON restock_requests (item_no, option_key);

CREATE TABLE IF NOT EXISTS used_verification_keys (
  jti TEXT PRIMARY KEY,
  purpose TEXT NOT NULL,
  user_no INTEGER NOT NULL,
  used_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS used_verification_keys_expiry ON used_verification_keys (expires_at);

CREATE TABLE IF NOT EXISTS adult_verifications (
  user_no INTEGER PRIMARY KEY,
  ci TEXT NOT NULL,
  birth_date TEXT NOT NULL,
  verified_at INTEGER NOT NULL
);

ALTER TABLE qna ADD COLUMN user_no INTEGER;
