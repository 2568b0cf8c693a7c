/**
 * Shapes of the demo catalogue before it becomes SQL rows. Item columns use the database's
 * snake_case names so one generic insert writes them; children are plain lists.
 */

export type Cell = number | string | null;

export interface BrandSeed {
  brand_no: number;
  name: string;
  name_eng: string;
  is_free_shipping: boolean;
  is_special: boolean;
  heart_count: number | null;
  comment: string;
  comment_date: string | null;
  is_percentage_mileage: boolean;
  is_coupon_use: boolean;
  logo_url: string;
  logo_width: number;
  logo_height: number;
  store_name: string | null;
  store_address: string | null;
  store_hours: string | null;
  company_name: string;
  company_ceo: string;
  company_reg_no: string;
  company_address: string;
  /** 통신판매업 신고번호 and customer contact: the seller notice of the e-commerce act (0026). */
  company_mail_order_no: string;
  company_contact: string;
  /** Not a column: which top categories the brand sells in. */
  tops: readonly string[];
}

export interface CategorySeed {
  code: string;
  name: string;
  depth: number;
  parent_code: string | null;
  kind: 'main' | 'curation' | 'default';
  seq: number;
}

/** Columns of `items`; omitted ones take the table default. */
export interface ItemRow {
  item_no: number;
  item_name: string;
  brand_no: number;
  sell_price: number;
  consumer_price: number;
  discount_rate: number;
  [column: string]: string | number | boolean | null | undefined;
}

export interface OptionSeed {
  title: string;
  sell_price?: number;
  option_stock_status?: number;
  front_option_stock_status?: string;
  is_limited_qty?: boolean;
  limited_qty?: number;
  is_unlimited_max_order_qty?: boolean;
  max_order_qty?: number;
  tag_labels?: string[];
  children?: OptionSeed[];
}

export interface ImageSeed {
  image_type: number;
  image_url?: string;
  width?: number;
  height?: number;
  title?: string;
  content?: string;
  is_layout?: boolean;
  video_kind?: number;
  video_id?: string;
  link_url?: string;
  is_gift?: boolean;
}

export interface SizeRowSeed {
  size_name: string;
  total_length: Cell;
  shoulder_width: Cell;
  chest_width: Cell;
  sleeve_length: Cell;
  waist_width: Cell;
  hips_width: Cell;
  crotch_length: Cell;
  thigh_width: Cell;
  hem_width: Cell;
}

export interface ReviewSeed {
  user_masked_id: string;
  review_point: number;
  content: string;
  option_text: string;
  is_gift: boolean;
  inserted_at: string;
  photos: number[];
  /** Written about an item the member was given as a sample (spec 4.2 sample display). */
  is_sample?: boolean;
  /** The writer's size information (spec 2.1 size write): all four or none. */
  size_height?: number;
  size_weight?: number;
  size_usual?: string;
  size_fit?: string;
}

export interface QnaSeed {
  user_masked_id: string;
  title: string;
  content: string;
  is_secret: boolean;
  answer: string | null;
  answered_at: string | null;
  inserted_at: string;
}

export interface ItemSeed {
  row: ItemRow;
  options: OptionSeed[];
  images: ImageSeed[];
  sizeChart: SizeRowSeed[];
  descriptions: { title: string; content: string }[];
  addedDescriptions: { title: string; content: string; link_url?: string; use_content?: boolean; use_link?: boolean; use_title?: boolean }[];
  details: { title: string; content: string }[];
  subjects: string[];
  modelSizes: { model_name: string; height: number; weight: number; top_size: string; bottom_size: string; shoe_size: string }[];
  /** Front category paths as [category1, category2, category3] codes; the first is primary. */
  categories: [string, string, string][];
  related: number[];
  group: number[];
  dependent: number[];
  /** itemGroup of spec 3.1: the other items of the group (title and number are item columns). */
  itemGroup: number[];
  hearts: number;
  reviews: ReviewSeed[];
  qna: QnaSeed[];
}

export interface ToggleSeed {
  name: string;
  enabled: boolean;
  rollout: number;
  description: string;
}
