import type { ContentSlug } from '../../../rules/content-pages';

/**
 * Sample text of the demo shop's content pages (issue 14 item 1): plausible in shape, clearly a
 * sample (each page says so first), written for a demo shop that does not exist. No company name,
 * address, number or contact here (issue 31 §1): the storefront prints the shop's own from its
 * configuration (src/shop/identity.ts) on the company and contact pages and in the footer. Inserted OR
 * IGNORE on first use (origin/routes/content.ts), so an operator's edit is never reset; bump
 * CONTENT_SEED_MARK (./version.ts) when this text changes and a fresh database should get it.
 */

export interface ContentSeed {
  slug: ContentSlug;
  title: string;
  effectiveOn: string;
  sections: { heading: string; paragraphs: string[] }[];
}

const SAMPLE = { heading: '샘플 안내', paragraphs: ['이 문서는 데모 스토어를 위한 샘플이에요. 실제 회사나 서비스의 약관이 아니며 법적 효력이 없어요.'] };

export const CONTENT_SEEDS: readonly ContentSeed[] = [
  {
    slug: 'terms',
    title: '이용약관',
    effectiveOn: '2026-01-01',
    sections: [
      SAMPLE,
      {
        heading: '제1조 (목적)',
        paragraphs: [`이 약관은 이 쇼핑몰을 운영하는 사업자(이하 "회사")가 온라인 셀렉트샵에서 제공하는 서비스의 이용 조건과 절차, 회사와 회원의 권리·의무를 정하는 것을 목적으로 합니다.`],
      },
      { heading: '제2조 (회원가입)', paragraphs: ['이용자는 회사가 정한 양식에 따라 회원정보를 입력하고 약관에 동의하여 회원가입을 신청합니다.', '만 14세 미만은 회원으로 가입할 수 없습니다.'] },
      { heading: '제3조 (구매 신청과 계약의 성립)', paragraphs: ['회원은 상품을 선택하고 결제 수단을 지정하여 구매를 신청합니다. 회사가 결제를 확인하면 계약이 성립합니다.'] },
      { heading: '제4조 (청약 철회)', paragraphs: ['회원은 상품을 받은 날부터 7일 이내에 청약을 철회할 수 있습니다. 다만 주문 제작 상품 등 전자상거래법이 정한 경우에는 철회가 제한될 수 있습니다.'] },
    ],
  },
  {
    slug: 'privacy',
    title: '개인정보처리방침',
    effectiveOn: '2026-01-01',
    sections: [
      SAMPLE,
      {
        heading: '1. 수집하는 개인정보',
        paragraphs: ['회원가입: 이메일(아이디), 비밀번호, 이름, 성별', '본인인증: 이름, 성별, 생년월일, 휴대폰 번호, CI·DI', '주문·배송: 받는 분 이름, 연락처, 주소'],
      },
      { heading: '2. 이용 목적', paragraphs: ['회원 관리, 주문과 배송, 고객 상담, 성인 상품 구매 시 연령 확인, 동의한 회원에 한한 광고성 정보 발송'] },
      {
        heading: '3. 보유 기간',
        paragraphs: ['회원 탈퇴 시 지체 없이 파기합니다. 다만 전자상거래법에 따라 계약·청약철회·대금결제·재화 공급 기록은 5년, 소비자 불만과 분쟁 처리 기록은 3년간 보관합니다.'],
      },
      { heading: '4. 문의', paragraphs: ['개인정보 보호책임자에게는 고객센터 페이지의 연락처로 문의할 수 있습니다.'] },
    ],
  },
  {
    slug: 'dispute-resolution',
    title: '분쟁해결기준',
    effectiveOn: '2026-01-01',
    sections: [
      SAMPLE,
      {
        heading: '교환과 반품',
        paragraphs: ['상품에 하자가 있거나 주문과 다른 상품을 받은 경우, 받은 날부터 3개월 이내 또는 그 사실을 안 날부터 30일 이내에 교환·반품할 수 있으며 배송비는 회사가 부담합니다.'],
      },
      { heading: '분쟁 조정', paragraphs: ['회사와 회원 사이의 분쟁은 소비자기본법에 따른 소비자분쟁해결기준을 따르며, 한국소비자원 등에 조정을 신청할 수 있습니다.'] },
    ],
  },
  {
    slug: 'payment-agency',
    title: '전자금융거래 이용약관',
    effectiveOn: '2026-01-01',
    sections: [
      SAMPLE,
      { heading: '제1조 (목적)', paragraphs: ['이 약관은 회원이 회사의 전자지급결제대행 서비스를 이용할 때 회사와 회원 사이의 권리·의무를 정합니다.'] },
      { heading: '제2조 (거래 내용의 확인)', paragraphs: ['회원은 주문 내역에서 결제 내용을 확인할 수 있으며, 회사는 전자금융거래 기록을 5년간 보존합니다.'] },
    ],
  },
  {
    slug: 'about',
    title: '회사 소개',
    effectiveOn: '2026-01-01',
    sections: [SAMPLE, { heading: '셀렉트샵', paragraphs: ['국내외 디자이너 브랜드의 패션과 라이프스타일 상품을 고르고 소개하는 온라인 셀렉트샵이에요.'] }],
  },
  {
    slug: 'contact-us',
    title: '고객센터',
    effectiveOn: '2026-01-01',
    sections: [SAMPLE, { heading: '자주 묻는 문의', paragraphs: ['주문·배송·교환·반품 문의는 주문 내역에서 주문을 고른 뒤 남겨 주시면 가장 빠르게 답해 드려요.'] }],
  },
];
