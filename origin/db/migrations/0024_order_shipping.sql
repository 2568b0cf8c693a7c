-- The order's shipping fee (issue 11 item 3): what the cart and the item page showed, charged at
-- checkout by rules/shipping-fee.ts; `total_price` is the items plus this. Older orders read 0.

ALTER TABLE orders ADD COLUMN shipping_fee INTEGER NOT NULL DEFAULT 0;
