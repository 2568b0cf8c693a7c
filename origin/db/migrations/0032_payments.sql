-- Payments through a provider (issue 29): one row per order, written when the member starts a
-- payment (after the purchase agreement) and moved READY → CONFIRMING → DONE by the confirm, or
-- back to FAILED (payable again) when the provider refuses. `payment_key` is the provider's id
-- of the approved payment: unique, so one approval never pays two orders. A refund moves DONE
-- → CANCELING → CANCELED (origin/payments/refund.ts).
CREATE TABLE IF NOT EXISTS payments (
  order_no TEXT PRIMARY KEY,
  user_no INTEGER NOT NULL,
  provider TEXT NOT NULL CHECK (provider IN ('toss', 'sandbox')),
  amount INTEGER NOT NULL,
  status TEXT NOT NULL DEFAULT 'READY' CHECK (status IN ('READY', 'CONFIRMING', 'DONE', 'FAILED', 'CANCELING', 'CANCELED')),
  payment_key TEXT UNIQUE,
  method TEXT,
  approved_at TEXT,
  receipt_url TEXT,
  failure_code TEXT,
  failure_message TEXT,
  agreed_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL
);

-- The sandbox provider's own ledger (development only; origin/sandbox/payment): what its payment
-- window approved, so its confirm checks the order and amount as Toss's does.
CREATE TABLE IF NOT EXISTS sandbox_payments (
  payment_key TEXT PRIMARY KEY,
  order_id TEXT NOT NULL,
  amount INTEGER NOT NULL,
  method TEXT NOT NULL,
  status TEXT NOT NULL DEFAULT 'READY' CHECK (status IN ('READY', 'DONE', 'CANCELED')),
  approved_at TEXT,
  created_at INTEGER NOT NULL
);
