/**
 * Every visible Korean string of the storefront, and the error catalogue of spec section 8.
 * Components import from here; nothing shown to a shopper is written inline elsewhere.
 * Add to the section of your feature; keep keys in English, values in Korean.
 */
export const ko = {
  common: {
    confirm: '확인',
    cancel: '취소',
    close: '닫기',
    loading: '불러오는 중',
    won: '원',
    sandbox: '샌드박스',
  },
  errors: {
    genericTemporary: '일시적으로 에러가 발생했습니다. 잠시 후 다시 시도해주세요.',
    loginNeeded: '로그인이 필요해요.',
    appUpdateTitle: '앱 업데이트 안내',
    appUpdateBody: '해당 기능을 사용하기 위해서는 최신 버전으로 앱 업데이트가 필요해요.',
    shareCopied: '클립보드에 복사되었습니다.',
    notFoundTitle: '상품을 찾을 수 없어요',
    notFoundBody: '주소가 바뀌었거나 판매가 끝난 상품일 수 있어요.',
    unavailableTitle: '잠시 후 다시 시도해주세요',
    unavailableBody: '일시적으로 에러가 발생했습니다. 잠시 후 다시 시도해주세요.',
    goHome: '홈으로 가기',
  },
  shell: {
    siteName: '셀렉트샵',
    siteDescription: '패션, 라이프스타일, 컬처를 고르는 온라인 셀렉트샵',
    skipToContent: '본문 바로가기',
    home: '홈',
    footerCompany: '셀렉트샵 주식회사 · 서울특별시 성동구 성수이로 00 · 고객센터 1600-0000',
    footerCopyright: '© 셀렉트샵',
  },
  product: {},
  navigation: {},
  identity: {},
} as const;

export type Copy = typeof ko;
