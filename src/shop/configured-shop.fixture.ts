/** A shop's identity as an operator would configure it (tests only): every var of src/shop/identity.ts, valid. */
export const CONFIGURED_SHOP = {
  SHOP_COMPANY_NAME: '주식회사 한결',
  SHOP_REPRESENTATIVE: '김한결',
  SHOP_BUSINESS_NUMBER: '123-45-67890',
  SHOP_MAIL_ORDER_NUMBER: '제2026-서울마포-0123호',
  SHOP_ADDRESS: '서울특별시 마포구 양화로 45',
  SHOP_CS_PHONE: '1588-1234',
  SHOP_CS_EMAIL: 'cs@hangyeol.kr',
  SHOP_CS_HOURS: '평일 09:00 ~ 18:00',
  SHOP_HOSTING_PROVIDER: 'Cloudflare, Inc.',
  APP_STORE_ID: 'id1234567890',
  PLAY_STORE_ID: 'kr.hangyeol.shop',
} as const;
