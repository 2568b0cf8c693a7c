-- Liked brands (issue 11 item 2): one row per member and brand. The brand's count is
-- brands.heart_count (0001), kept in step with these rows as item likes keep hearts.heart_count.

CREATE TABLE IF NOT EXISTS member_brand_hearts (
  user_no INTEGER NOT NULL,
  brand_no INTEGER NOT NULL,
  created_at INTEGER NOT NULL,
  PRIMARY KEY (user_no, brand_no)
);
CREATE INDEX IF NOT EXISTS member_brand_hearts_recent ON member_brand_hearts (user_no, created_at);
