-- Orders that lead somewhere (issue 29 §2): cancelling before shipping, return and exchange
-- requests after delivery, the coupon list's figures and the mileage history.
--
-- - order_cancels: one row per cancelled-by-the-member order (the primary key is the order:
--   a cancel happens once however many arrive). `refund_state` is NONE for an unpaid order,
--   else PENDING until the payment adapter (origin/payments/refund.ts) answers DONE or FAILED;
--   a FAILED refund is tried again by the next cancel request of the same order.
-- - order_claims: 반품 요청 / 교환 요청 of one order line. At most one REQUESTED claim per
--   line, enforced by the partial unique index (twenty requests at once: one claim).
-- - mileage_ledger: every change of members.mileage, signed, written in the same batch as the
--   balance change (review mileage, order use, cancel refund, claw-back).
-- A coupon's worth (what the coupon list shows) is 0033's.

CREATE TABLE IF NOT EXISTS order_cancels (
  order_no TEXT PRIMARY KEY REFERENCES orders(order_no),
  user_no INTEGER NOT NULL,
  cancelled_at INTEGER NOT NULL,
  refund_state TEXT NOT NULL CHECK (refund_state IN ('NONE', 'PENDING', 'DONE', 'FAILED')),
  refund_code TEXT
);

CREATE TABLE IF NOT EXISTS order_claims (
  claim_no INTEGER PRIMARY KEY AUTOINCREMENT,
  order_no TEXT NOT NULL REFERENCES orders(order_no),
  seq INTEGER NOT NULL,
  user_no INTEGER NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('RETURN', 'EXCHANGE')),
  reason_code TEXT NOT NULL,
  reason_text TEXT NOT NULL DEFAULT '',
  status TEXT NOT NULL DEFAULT 'REQUESTED' CHECK (status IN ('REQUESTED', 'DONE', 'REJECTED', 'WITHDRAWN')),
  created_at INTEGER NOT NULL
);
CREATE UNIQUE INDEX IF NOT EXISTS order_claims_open_line ON order_claims (order_no, seq) WHERE status = 'REQUESTED';
CREATE INDEX IF NOT EXISTS order_claims_member ON order_claims (user_no, created_at);

CREATE TABLE IF NOT EXISTS mileage_ledger (
  entry_no INTEGER PRIMARY KEY AUTOINCREMENT,
  user_no INTEGER NOT NULL,
  amount INTEGER NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('EARN_REVIEW', 'EARN_EVENT', 'USE_ORDER', 'REFUND_CANCEL', 'CLAWBACK')),
  order_no TEXT,
  created_at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS mileage_ledger_member ON mileage_ledger (user_no, created_at);


