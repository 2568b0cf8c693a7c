-- Leaving (issue 11 item 9). A member who leaves keeps a row with no personal data in it, so
-- the orders that commerce law requires us to keep (5 years for contract, payment and supply
-- records) stay whole without naming anyone: `left_at` (epoch ms) marks it, the login id
-- becomes `left-<user_no>` so the address is free to join again, and `leave_message` keeps the
-- reason the member gave (their words, not their identity).

ALTER TABLE members ADD COLUMN left_at INTEGER;
ALTER TABLE members ADD COLUMN leave_message TEXT;
