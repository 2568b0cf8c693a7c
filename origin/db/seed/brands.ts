import type { BrandSeed } from './model';

/** Front brand number of the special brand (spec 9). */
export const SPECIAL_BRAND_NO = 16404;

type BrandInput = Omit<
  BrandSeed,
  'logo_url' | 'logo_width' | 'logo_height' | 'is_special' | 'is_percentage_mileage' | 'is_coupon_use' | 'comment_date' | 'store_name' | 'store_address' | 'store_hours'
> &
  Partial<BrandSeed>;

/**
 * The generated logos are numbered 16401–16410 (scripts/gen-images.mjs); each brand gets its
 * own: the special brand its number, the others the remaining files in the order listed.
 */
const LOGO_FILES = [16401, 16402, 16403, 16405, 16406, 16407, 16408, 16409, 16410];
let nextLogo = 0;
function logoFile(brandNo: number): number {
  return brandNo === 16404 ? 16404 : LOGO_FILES[nextLogo++ % LOGO_FILES.length]!;
}

function brand(input: BrandInput): BrandSeed {
  return {
    is_special: false,
    is_percentage_mileage: false,
    is_coupon_use: true,
    comment_date: '2026-02-10',
    store_name: null,
    store_address: null,
    store_hours: null,
    logo_url: `/images/brands/${logoFile(input.brand_no)}.png`,
    logo_width: 200,
    logo_height: 200,
    ...input,
  };
}

/** Eight made-up brands; numbers are their front brand numbers. */
export const BRANDS: readonly BrandSeed[] = [
  brand({
    brand_no: 10231,
    name: '모노하우스',
    name_eng: 'MONOHAUS',
    tops: ['101', '102'],
    is_free_shipping: true,
    heart_count: 18420,
    comment: '매일 입는 옷을 오래 입는 옷으로.\n기본에 충실한 실루엣을 만듭니다.',
    company_name: '(주)모노하우스',
    company_ceo: '김도윤',
    company_reg_no: '214-86-10231',
    company_mail_order_no: '2019-서울성동-01231',
    company_contact: '02-3409-1023',
    company_address: '서울특별시 성동구 성수이로 113',
    store_name: '모노하우스 성수 쇼룸',
    store_address: '서울특별시 성동구 성수이로 113 1층',
    store_hours: '매일 11:00 - 20:00',
  }),
  brand({
    brand_no: 10457,
    name: '서울 데일리',
    name_eng: 'SEOUL DAILY',
    tops: ['101'],
    is_free_shipping: false,
    heart_count: 9321,
    comment: '도시의 하루를 위한 옷.',
    is_percentage_mileage: true,
    company_name: '서울데일리 주식회사',
    company_ceo: '이서연',
    company_reg_no: '120-87-10457',
    company_mail_order_no: '2020-서울마포-00457',
    company_contact: '02-332-1045',
    company_address: '서울특별시 마포구 와우산로 29',
  }),
  brand({
    brand_no: 11020,
    name: '오르바',
    name_eng: 'ORBA',
    tops: ['102'],
    is_free_shipping: true,
    heart_count: 12077,
    comment: '기능과 형태 사이의 균형.\n아웃도어에서 시작해 도시로 옵니다.',
    company_name: '(주)오르바',
    company_ceo: '박지훈',
    company_reg_no: '105-86-11020',
    company_mail_order_no: '2018-서울용산-01020',
    company_contact: '02-797-1102',
    company_address: '서울특별시 용산구 한남대로 42',
  }),
  brand({
    brand_no: 11388,
    name: '노스 힐',
    name_eng: 'NORTH HILL',
    tops: ['101', '102'],
    is_free_shipping: false,
    heart_count: 4410,
    comment: '겨울을 준비하는 니트웨어 레이블.',
    is_coupon_use: false,
    company_name: '노스힐 유한회사',
    company_ceo: '최민준',
    company_reg_no: '211-88-11388',
    company_mail_order_no: '2021-부산해운대-01388',
    company_contact: '051-740-1138',
    company_address: '부산광역시 해운대구 센텀중앙로 97',
  }),
  brand({
    brand_no: 12045,
    name: '리네아',
    name_eng: 'LINEA',
    tops: ['101'],
    is_free_shipping: true,
    heart_count: 15873,
    comment: '선으로 완성하는 여성복.',
    company_name: '(주)리네아',
    company_ceo: '정하은',
    company_reg_no: '101-86-12045',
    company_mail_order_no: '2017-서울강남-02045',
    company_contact: '02-515-1204',
    company_address: '서울특별시 강남구 도산대로 45길 18',
    store_name: '리네아 도산',
    store_address: '서울특별시 강남구 도산대로 45길 18',
    store_hours: '화-일 12:00 - 19:00 (월 휴무)',
  }),
  brand({
    brand_no: 12790,
    name: '포레스트 랩',
    name_eng: 'FOREST LAB',
    tops: ['103'],
    is_free_shipping: false,
    heart_count: 7702,
    comment: '숲의 향을 집으로 가져옵니다.',
    company_name: '포레스트랩 주식회사',
    company_ceo: '윤서준',
    company_reg_no: '307-81-12790',
    company_mail_order_no: '2022-성남분당-00790',
    company_contact: '031-8016-1279',
    company_address: '경기도 성남시 분당구 판교역로 166',
  }),
  brand({
    brand_no: 13312,
    name: '하루공방',
    name_eng: 'HARU ATELIER',
    tops: ['103'],
    is_free_shipping: false,
    heart_count: null,
    comment: '손으로 빚은 그릇과 우리 술.',
    company_name: '하루공방',
    company_ceo: '한지우',
    company_reg_no: '409-12-13312',
    company_mail_order_no: '2023-경기이천-00312',
    company_contact: '031-633-1331',
    company_address: '경기도 이천시 신둔면 도자예술로 5',
  }),
  brand({
    brand_no: SPECIAL_BRAND_NO,
    name: '더 스페셜 브랜드',
    name_eng: 'THE SPECIAL BRAND',
    tops: ['101', '102', '103'],
    is_free_shipping: true,
    is_special: true,
    heart_count: 30125,
    comment: '단 한 번의 협업으로 만든 특별한 컬렉션.\n한정 수량으로만 선보입니다.',
    company_name: '(주)스페셜브랜드',
    company_ceo: '강예린',
    company_reg_no: '220-87-16404',
    company_mail_order_no: '2024-서울중구-16404',
    company_contact: '02-2266-1640',
    company_address: '서울특별시 중구 을지로 170',
  }),
];
