-- Received gifts (issue 11 items 4 and 5). A gift order names its recipient before it is paid:
-- `gift_recipient_user_no` is the member it goes to (by their login e-mail at the checkout) and
-- `gift_message` the sender's note. Once paid, the gift appears in the recipient's received
-- gifts, and it is the recipient, not the sender, who reviews it when it arrives (the gift
-- variant of review write).

ALTER TABLE orders ADD COLUMN gift_recipient_user_no INTEGER;
ALTER TABLE orders ADD COLUMN gift_message TEXT;
CREATE INDEX IF NOT EXISTS orders_gift_recipient ON orders (gift_recipient_user_no, created_at);
