-- Catalogue: brands, categories, items and everything hanging off an item. Flags are stored as
-- 0/1 integers, Seoul wall-time timestamps as 'yyyy-MM-dd HH:mm:ss' text (spec 5). Members,
-- carts and likes come in later migrations and reference items(item_no) / brands(brand_no).

CREATE TABLE IF NOT EXISTS meta (
  key TEXT PRIMARY KEY,
  value TEXT NOT NULL
);

CREATE TABLE IF NOT EXISTS brands (
  brand_no INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  name_eng TEXT NOT NULL,
  is_free_shipping INTEGER NOT NULL DEFAULT 0,
  is_special INTEGER NOT NULL DEFAULT 0,
  heart_count INTEGER,
  comment TEXT NOT NULL DEFAULT '',
  comment_date TEXT,
  is_percentage_mileage INTEGER NOT NULL DEFAULT 0,
  is_coupon_use INTEGER NOT NULL DEFAULT 1,
  logo_url TEXT NOT NULL,
  logo_width INTEGER NOT NULL,
  logo_height INTEGER NOT NULL,
  store_name TEXT,
  store_address TEXT,
  store_hours TEXT,
  company_name TEXT NOT NULL,
  company_ceo TEXT NOT NULL,
  company_reg_no TEXT NOT NULL,
  company_address TEXT NOT NULL
);

CREATE TABLE IF NOT EXISTS categories (
  code TEXT PRIMARY KEY,
  name TEXT NOT NULL,
  depth INTEGER NOT NULL,
  parent_code TEXT,
  kind TEXT NOT NULL DEFAULT 'main',
  seq INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX IF NOT EXISTS categories_parent ON categories(parent_code, seq);

CREATE TABLE IF NOT EXISTS items (
  item_no INTEGER PRIMARY KEY,
  item_name TEXT NOT NULL,
  item_type INTEGER NOT NULL DEFAULT 1,
  brand_no INTEGER NOT NULL REFERENCES brands(brand_no),
  option_type INTEGER NOT NULL DEFAULT 0,
  option_layout TEXT NOT NULL DEFAULT '[]',
  is_text_option INTEGER NOT NULL DEFAULT 0,
  is_text_required INTEGER NOT NULL DEFAULT 0,
  use_option INTEGER NOT NULL DEFAULT 0,
  sell_price INTEGER NOT NULL,
  consumer_price INTEGER NOT NULL,
  discount_rate INTEGER NOT NULL DEFAULT 0,
  mileage INTEGER NOT NULL DEFAULT 0,
  use_adult_check INTEGER NOT NULL DEFAULT 0,
  available_begin_at TEXT,
  available_end_at TEXT,
  use_without_available_end_date INTEGER NOT NULL DEFAULT 1,
  is_available_end_timestamp INTEGER NOT NULL DEFAULT 0,
  estimated_shipping_begin_at TEXT,
  estimated_shipping_end_at TEXT,
  use_without_estimated_shipping_end_date INTEGER NOT NULL DEFAULT 1,
  visible_begin_at TEXT,
  is_visible_available_begin_date INTEGER NOT NULL DEFAULT 0,
  sold_qty INTEGER NOT NULL DEFAULT 0,
  min_order_qty INTEGER NOT NULL DEFAULT 1,
  max_order_qty INTEGER NOT NULL DEFAULT 0,
  limited_qty INTEGER NOT NULL DEFAULT 0,
  is_limited_qty INTEGER NOT NULL DEFAULT 0,
  is_unlimited_max_order_qty INTEGER NOT NULL DEFAULT 0,
  is_coupon_allowed_in_order INTEGER NOT NULL DEFAULT 1,
  is_advanced_issue_mileage_type INTEGER NOT NULL DEFAULT 0,
  is_allowed_gift_order INTEGER NOT NULL DEFAULT 0,
  is_display_option_qty INTEGER NOT NULL DEFAULT 0,
  is_display_sell_qty INTEGER NOT NULL DEFAULT 0,
  item_stock_status INTEGER NOT NULL DEFAULT 1,
  front_item_stock_status TEXT NOT NULL DEFAULT 'ON_STOCK',
  item_important_info TEXT,
  order_important_info TEXT,
  delivery_important_info TEXT,
  shipping_out_type INTEGER NOT NULL DEFAULT 1,
  shipping_out_duration INTEGER NOT NULL DEFAULT 0,
  shipping_type INTEGER NOT NULL DEFAULT 1,
  shipping_fee INTEGER NOT NULL DEFAULT 0,
  free_shipping_threshold INTEGER NOT NULL DEFAULT 0,
  coupon_type TEXT NOT NULL DEFAULT 'NONE',
  coupon_price INTEGER NOT NULL DEFAULT 0,
  coupon_rate INTEGER NOT NULL DEFAULT 0,
  managed_category_code TEXT,
  managed_category_name TEXT,
  relation_group_title TEXT,
  is_dependent_sell_type INTEGER NOT NULL DEFAULT 0,
  is_saving_mode INTEGER NOT NULL DEFAULT 0,
  is_active_cart INTEGER NOT NULL DEFAULT 1,
  supply_type TEXT NOT NULL DEFAULT 'DIRECT',
  internal_display_price INTEGER,
  is_new INTEGER NOT NULL DEFAULT 0,
  is_coupon INTEGER NOT NULL DEFAULT 0,
  is_local_goods INTEGER NOT NULL DEFAULT 0,
  is_special_order INTEGER NOT NULL DEFAULT 0,
  size_chart_type INTEGER NOT NULL DEFAULT 0,
  gender INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX IF NOT EXISTS items_brand ON items(brand_no, sold_qty DESC);
CREATE INDEX IF NOT EXISTS items_status ON items(item_stock_status);

CREATE TABLE IF NOT EXISTS item_options (
  option_no INTEGER PRIMARY KEY,
  item_no INTEGER NOT NULL REFERENCES items(item_no),
  parent_option_no INTEGER REFERENCES item_options(option_no),
  seq INTEGER NOT NULL,
  title TEXT NOT NULL,
  option_key TEXT NOT NULL,
  option_code TEXT NOT NULL,
  sell_price INTEGER NOT NULL DEFAULT 0,
  is_limited_qty INTEGER NOT NULL DEFAULT 0,
  limited_qty INTEGER NOT NULL DEFAULT 0,
  is_unlimited_max_order_qty INTEGER NOT NULL DEFAULT 1,
  max_order_qty INTEGER NOT NULL DEFAULT 0,
  min_order_qty INTEGER NOT NULL DEFAULT 1,
  option_stock_status INTEGER NOT NULL DEFAULT 1,
  front_option_stock_status TEXT NOT NULL DEFAULT 'ON_STOCK',
  matched_option TEXT,
  tag_labels TEXT NOT NULL DEFAULT '[]',
  is_match_navigate INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX IF NOT EXISTS item_options_item ON item_options(item_no, seq);

CREATE TABLE IF NOT EXISTS item_images (
  item_no INTEGER NOT NULL REFERENCES items(item_no),
  seq INTEGER NOT NULL,
  is_gift INTEGER NOT NULL DEFAULT 0,
  image_type INTEGER NOT NULL,
  image_url TEXT NOT NULL DEFAULT '',
  width INTEGER NOT NULL DEFAULT 0,
  height INTEGER NOT NULL DEFAULT 0,
  title TEXT NOT NULL DEFAULT '',
  content TEXT NOT NULL DEFAULT '',
  is_layout INTEGER NOT NULL DEFAULT 0,
  video_kind INTEGER NOT NULL DEFAULT 0,
  video_id TEXT NOT NULL DEFAULT '',
  link_url TEXT NOT NULL DEFAULT '',
  PRIMARY KEY (item_no, seq)
);

-- Cells are NUMERIC so numbers stay numbers while the text 'null' survives (spec 3.4).
CREATE TABLE IF NOT EXISTS item_size_charts (
  item_no INTEGER NOT NULL REFERENCES items(item_no),
  seq INTEGER NOT NULL,
  size_name TEXT NOT NULL,
  total_length NUMERIC, shoulder_width NUMERIC, chest_width NUMERIC, sleeve_length NUMERIC,
  waist_width NUMERIC, hips_width NUMERIC, crotch_length NUMERIC, thigh_width NUMERIC, hem_width NUMERIC,
  PRIMARY KEY (item_no, seq)
);

CREATE TABLE IF NOT EXISTS item_descriptions (
  item_no INTEGER NOT NULL REFERENCES items(item_no),
  seq INTEGER NOT NULL,
  title TEXT NOT NULL DEFAULT '',
  content TEXT NOT NULL DEFAULT '',
  PRIMARY KEY (item_no, seq)
);

CREATE TABLE IF NOT EXISTS item_added_descriptions (
  item_no INTEGER NOT NULL REFERENCES items(item_no),
  seq INTEGER NOT NULL,
  title TEXT NOT NULL DEFAULT '',
  content TEXT NOT NULL DEFAULT '',
  link_url TEXT NOT NULL DEFAULT '',
  use_content INTEGER NOT NULL DEFAULT 1,
  use_link INTEGER NOT NULL DEFAULT 0,
  use_title INTEGER NOT NULL DEFAULT 1,
  PRIMARY KEY (item_no, seq)
);

CREATE TABLE IF NOT EXISTS item_details_list (
  item_no INTEGER NOT NULL REFERENCES items(item_no),
  seq INTEGER NOT NULL,
  title TEXT NOT NULL,
  content TEXT NOT NULL,
  PRIMARY KEY (item_no, seq)
);

CREATE TABLE IF NOT EXISTS item_subjects (
  item_no INTEGER NOT NULL REFERENCES items(item_no),
  seq INTEGER NOT NULL,
  subject_description TEXT NOT NULL,
  PRIMARY KEY (item_no, seq)
);

CREATE TABLE IF NOT EXISTS item_model_sizes (
  item_no INTEGER NOT NULL REFERENCES items(item_no),
  seq INTEGER NOT NULL,
  model_name TEXT NOT NULL,
  height INTEGER NOT NULL,
  weight INTEGER NOT NULL,
  top_size TEXT NOT NULL DEFAULT '',
  bottom_size TEXT NOT NULL DEFAULT '',
  shoe_size TEXT NOT NULL DEFAULT '',
  PRIMARY KEY (item_no, seq)
);

-- Front category paths; seq 0 is the item's primary path (used for recommendations).
CREATE TABLE IF NOT EXISTS item_categories (
  item_no INTEGER NOT NULL REFERENCES items(item_no),
  seq INTEGER NOT NULL,
  category1_code TEXT NOT NULL,
  category2_code TEXT NOT NULL DEFAULT '',
  category3_code TEXT NOT NULL DEFAULT '',
  PRIMARY KEY (item_no, seq)
);
CREATE INDEX IF NOT EXISTS item_categories_c3 ON item_categories(category3_code, item_no);
CREATE INDEX IF NOT EXISTS item_categories_c1 ON item_categories(category1_code, item_no);

-- kind: 'related' (itemRelated), 'group' (relationItemGroup), 'dependent' (dependentItemList).
CREATE TABLE IF NOT EXISTS item_related (
  item_no INTEGER NOT NULL REFERENCES items(item_no),
  kind TEXT NOT NULL,
  seq INTEGER NOT NULL,
  related_item_no INTEGER NOT NULL REFERENCES items(item_no),
  PRIMARY KEY (item_no, kind, seq)
);

CREATE TABLE IF NOT EXISTS brand_best (
  brand_no INTEGER NOT NULL REFERENCES brands(brand_no),
  seq INTEGER NOT NULL,
  item_no INTEGER NOT NULL REFERENCES items(item_no),
  PRIMARY KEY (brand_no, seq)
);

CREATE TABLE IF NOT EXISTS hearts (
  item_no INTEGER PRIMARY KEY REFERENCES items(item_no),
  heart_count INTEGER NOT NULL DEFAULT 0
);
