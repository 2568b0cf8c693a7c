-- Sandbox payment and delivery progress (issue 11 item 4). `paid_at` is when the sandbox
-- payment marked the order paid; `ship_at` and `deliver_at` are the dates the order ships and
-- arrives (rules/order-progress.ts), set at payment. Only PENDING_PAYMENT, PAID and CANCELLED
-- are stored as statuses: SHIPPED and DELIVERED are read from the clock against these dates.

ALTER TABLE orders ADD COLUMN paid_at INTEGER;
ALTER TABLE orders ADD COLUMN ship_at INTEGER;
ALTER TABLE orders ADD COLUMN deliver_at INTEGER;
