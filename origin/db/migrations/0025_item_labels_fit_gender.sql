-- Spec 4.2 item attributes (issue 13 item 2): the item label the storefront words from the sale
-- window (0 none, 1 sale, 2 date, 3 d-day), the fit a listing filters on (0 none, 1 oversize,
-- 2 relax, 3 regular, 4 slim; the gender filter reads items.gender of 0001: 1 women, 2 men),
-- and where the item's sample reviews go (0 none, 1 hide, 2 top, 3 bottom). A sample review is
-- one written about an item the member was given as a sample. Older rows read 0 / not sample.

ALTER TABLE items ADD COLUMN item_label INTEGER NOT NULL DEFAULT 0;
ALTER TABLE items ADD COLUMN fit INTEGER NOT NULL DEFAULT 0;
ALTER TABLE items ADD COLUMN sample_display INTEGER NOT NULL DEFAULT 0;
ALTER TABLE reviews ADD COLUMN is_sample INTEGER NOT NULL DEFAULT 0;
