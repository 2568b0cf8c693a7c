/**
 * The embedded default's sample editorial references (issue 31 §4): the home page's editorial
 * section and the related links under two notices, each naming a link family and a number
 * (schemas/editorial.ts). The numbers point at the main site's and shop host's pages, which this
 * origin does not serve; item 1001 and brand 16404 are served here. Written OR IGNORE on the first
 * read of GET /api/v4/editorial (mark EDITORIAL_SEED_MARK), so an operator's edit is never reset.
 */
export const EDITORIAL_SEED_MARK = 'editorial-1';

export interface EditorialSeedRow {
  link_no: number;
  placement: 'home' | 'notice';
  notice_no: number | null;
  family: string;
  target_no: number;
  title: string;
  caption: string;
}

const home = (link_no: number, family: string, target_no: number, title: string, caption: string): EditorialSeedRow => ({
  link_no,
  placement: 'home',
  notice_no: null,
  family,
  target_no,
  title,
  caption,
});
const underNotice = (link_no: number, notice_no: number, family: string, target_no: number, title: string): EditorialSeedRow => ({
  link_no,
  placement: 'notice',
  notice_no,
  family,
  target_no,
  title,
  caption: '',
});

export const SAMPLE_EDITORIAL: readonly EditorialSeedRow[] = [
  home(1, 'lookbook', 12, '가을 룩북', '니트와 코트로 완성하는 계절의 레이어드'),
  home(2, 'post', 31, '오래 입는 니트 고르는 법', '소재와 짜임으로 보는 좋은 니트'),
  home(3, 'product', 1001, '이번 주의 아이템', 'MD가 고른 오늘의 추천'),
  home(4, 'series', 4, '스타일리스트의 한 주', '다섯 벌로 입는 출근 룩'),
  home(5, 'event', 8, '첫 구매 10% 쿠폰', '처음 구매하시는 회원께 드려요'),
  home(6, 'brand', 16404, '스페셜 브랜드관', '이번 시즌 단독 컬렉션'),
  home(7, 'magazine', 2, '매거진 2호', '도시의 겨울을 걷는 사람들'),
  home(8, 'curator-bridge', 3, '큐레이터의 선택', '취향이 닮은 큐레이터를 만나보세요'),
  home(9, 'special-order', 5, '맞춤 제작 주문', '사이즈와 원단을 골라 주문해요'),
  home(10, 'media-feed', 7, '룩북 촬영 현장', '영상으로 보는 가을 룩북'),
  // Notice 6 (첫 구매 쿠폰, the popup) and 7 (연말 배송 일정, the strip).
  underNotice(11, 6, 'event', 8, '첫 구매 이벤트 자세히 보기'),
  underNotice(12, 6, 'product', 1001, '쿠폰으로 만나는 이번 주의 아이템'),
  underNotice(13, 7, 'post', 40, '연말 선물 가이드'),
  underNotice(14, 7, 'showcase', 9, '연말 쇼케이스'),
  underNotice(15, 7, 'brand-news', 15, '브랜드 연말 소식'),
  underNotice(16, 7, 'ticket-catalog', 1110, '연말 공연 티켓'),
  underNotice(17, 7, 'curator', 3, '큐레이터의 연말 추천'),
  underNotice(18, 7, 'collection', 6, '홀리데이 컬렉션'),
];
