-- Orders from the cart (issue 11 item 3). `orders.kind` gains 'cart': SQLite cannot change a
-- CHECK in place, so `orders` is rebuilt with every column it has (0005, and 0012's paid_at,
-- ship_at, deliver_at) and its rows copied. D1 keeps foreign keys on, and a dropped parent's
-- rows count as deleted even when a renamed copy brings them back, so `order_lines` is rebuilt
-- first, pointing at the new table; renaming that table then renames the reference with it.
-- `order_lines.cart_item_no` is the cart line an order line came from: paying the order takes
-- exactly those lines out of the cart (lines added after the order stay).

CREATE TABLE orders_0014 (
  order_no TEXT PRIMARY KEY,
  user_no INTEGER NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('buy_now', 'gift', 'cart')),
  status TEXT NOT NULL DEFAULT 'PENDING_PAYMENT',
  total_price INTEGER NOT NULL,
  created_at INTEGER NOT NULL,
  paid_at INTEGER,
  ship_at INTEGER,
  deliver_at INTEGER
);
INSERT INTO orders_0014 (order_no, user_no, kind, status, total_price, created_at, paid_at, ship_at, deliver_at)
  SELECT order_no, user_no, kind, status, total_price, created_at, paid_at, ship_at, deliver_at FROM orders;

CREATE TABLE order_lines_0014 (
  order_no TEXT NOT NULL REFERENCES orders_0014(order_no),
  seq INTEGER NOT NULL,
  item_no INTEGER NOT NULL,
  option_no INTEGER,
  option_text TEXT NOT NULL DEFAULT '',
  qty INTEGER NOT NULL CHECK (qty > 0),
  unit_price INTEGER NOT NULL,
  cart_item_no INTEGER,
  PRIMARY KEY (order_no, seq)
);
INSERT INTO order_lines_0014 (order_no, seq, item_no, option_no, option_text, qty, unit_price)
  SELECT order_no, seq, item_no, option_no, option_text, qty, unit_price FROM order_lines;

DROP TABLE order_lines;
DROP TABLE orders;
ALTER TABLE orders_0014 RENAME TO orders;
ALTER TABLE order_lines_0014 RENAME TO order_lines;
CREATE INDEX IF NOT EXISTS orders_member ON orders (user_no, created_at);
