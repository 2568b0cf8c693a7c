-- Item page fields (issue 13 item 1): the seller notice the e-commerce act requires on an item
-- page (mail-order registration number and contact, beside the company columns of 0001), the
-- special-order watching count with its display flag, and the item group (itemGroup of spec
-- 3.1: items sold as one group, e.g. colours of one model). Older rows read empty / 0 / none.

ALTER TABLE brands ADD COLUMN company_mail_order_no TEXT NOT NULL DEFAULT '';
ALTER TABLE brands ADD COLUMN company_contact TEXT NOT NULL DEFAULT '';
ALTER TABLE items ADD COLUMN watching_count INTEGER NOT NULL DEFAULT 0;
ALTER TABLE items ADD COLUMN is_display_watching_cnt INTEGER NOT NULL DEFAULT 0;
ALTER TABLE items ADD COLUMN item_group_no INTEGER;
ALTER TABLE items ADD COLUMN item_group_title TEXT;
