import { BRANDS } from './brands';
import { chartKindOf, clothingDetails, combinedOptions, couponPrice, emptyItem, frontStatusOf, priced, seedDate, SIZE_CHART_TYPE, singleOptions, sizeChart } from './builders';
import { DEFAULT_CATEGORY_CODE, leavesUnder, pathOf } from './categories';
import { makeQna, makeReviews } from './content';
import type { ItemSeed } from './model';
import type { Prng } from './prng';

/** Name parts per third-level category: [modifiers, nouns, material, price range in won]. */
const NAMES: Record<string, [string[], string[], string, [number, number]]> = {
  '101100100': [['울 블렌드', '핸드메이드', '오버핏'], ['롱 코트', '발마칸 코트', '후드 코트'], '울 80 %, 나일론 20 %', [190000, 420000]],
  '101100101': [['크롭', '테일러드', '트위드'], ['재킷', '블레이저'], '폴리에스터 65 %, 레이온 35 %', [120000, 260000]],
  '101101100': [['코튼', '슬럽', '레터링'], ['반팔 티셔츠', '긴팔 티셔츠', '크롭 티'], '면 100 %', [29000, 59000]],
  '101101101': [['캐시미어', '모헤어', '케이블'], ['카디건', '라운드 니트', '브이넥 니트'], '울 60 %, 캐시미어 40 %', [89000, 189000]],
  '101102100': [['와이드', '세미 부츠컷', '핀턱'], ['슬랙스', '데님 팬츠', '조거 팬츠'], '면 98 %, 폴리우레탄 2 %', [59000, 129000]],
  '101102101': [['플리츠', '랩', 'A라인'], ['미니 스커트', '미디 스커트', '롱 스커트'], '폴리에스터 100 %', [49000, 119000]],
  '102100100': [['싱글', '더블', '캐멀'], ['체스터 코트', '맥 코트'], '울 90 %, 캐시미어 10 %', [220000, 480000]],
  '102100101': [['워크', '나일론', '코듀로이'], ['재킷', '블루종', '셔츠 재킷'], '나일론 100 %', [130000, 290000]],
  '102101100': [['헤비웨이트', '포켓', '그래픽'], ['반팔 티셔츠', '롱슬리브'], '면 100 %', [32000, 69000]],
  '102101101': [['옥스퍼드', '스트라이프', '린넨'], ['셔츠', '오버 셔츠'], '면 100 %', [59000, 139000]],
  '102102100': [['셀비지', '스트레이트', '테이퍼드'], ['데님 팬츠', '청바지'], '면 100 %', [89000, 189000]],
  '102102101': [['원턱', '투턱', '울'], ['슬랙스', '와이드 슬랙스'], '울 50 %, 폴리에스터 50 %', [79000, 169000]],
  '103100100': [['우드', '시트러스', '머스크'], ['캔들', '디퓨저', '룸 스프레이'], '', [18000, 58000]],
  '103100101': [['리넨', '와플', '코튼'], ['블랭킷', '쿠션 커버', '키친 크로스'], '', [15000, 89000]],
  '103101100': [['백자', '분청', '유리'], ['면기', '접시 세트', '찻잔'], '', [22000, 98000]],
  '103101101': [['싱글 오리진', '블렌드', '허브'], ['드립백 세트', '원두 200g', '티 세트'], '', [14000, 42000]],
};

const SIZES = { outer: ['S', 'M', 'L'], top: ['S', 'M', 'L', 'XL'], bottom: ['S', 'M', 'L'] } as const;
const COLOURS = ['블랙', '네이비', '크림', '그레이', '베이지', '카키'];
const RATES = [0, 0, 0, 5, 10, 15, 20, 30];

/** Items 1011..1010+count: the bulk of the demo catalogue, reproducible from the PRNG. */
export function generateItems(prng: Prng, count: number): ItemSeed[] {
  const out: ItemSeed[] = [];
  for (let i = 0; i < count; i++) {
    const itemNo = 1011 + i;
    const brand = BRANDS[i % BRANDS.length]!;
    const top = prng.pick(brand.tops);
    const code3 = prng.pick(leavesUnder(top).filter((c) => NAMES[c]));
    const [mods, nouns, material, [lo, hi]] = NAMES[code3]!;
    const consumer = Math.round(prng.int(lo, hi) / 1000) * 1000;
    const soldOut = i % 13 === 12;
    const status = soldOut ? 5 : 1;
    const kind = chartKindOf(code3);
    const useOptions = kind !== null || prng.chance(0.4);
    const combined = kind !== null && prng.chance(0.4);
    const item = emptyItem({
      item_no: itemNo,
      item_name: `${prng.pick(mods)} ${prng.pick(nouns)}`,
      brand_no: brand.brand_no,
      ...priced(consumer, prng.pick(RATES)),
      option_type: useOptions ? (combined ? 1 : 2) : 0,
      use_option: useOptions,
      option_layout: combined ? JSON.stringify(['색상', '사이즈']) : '[]',
      item_stock_status: status,
      front_item_stock_status: frontStatusOf(status),
      visible_begin_at: seedDate(-prng.int(10, 300)),
      available_begin_at: seedDate(-prng.int(10, 300)),
      mileage: Math.floor(consumer / 200),
      sold_qty: prng.int(0, 5000),
      is_new: prng.chance(0.2),
      is_coupon: prng.chance(0.25),
      coupon_type: prng.pick(['NONE', 'NONE', 'PRODUCT_SINGLE_COUPON', 'CART_SINGLE_COUPON']),
      coupon_price: 5000,
      is_allowed_gift_order: prng.chance(0.3),
      max_order_qty: prng.pick([0, 0, 5, 10]),
      shipping_type: brand.is_free_shipping ? 2 : 1,
      shipping_fee: brand.is_free_shipping ? 0 : 3000,
      free_shipping_threshold: brand.is_free_shipping ? 0 : 50000,
      shipping_out_duration: prng.int(1, 3),
      size_chart_type: kind ? SIZE_CHART_TYPE[kind] : 0,
      gender: top === '101' ? 1 : top === '102' ? 2 : 0,
    });
    // couponPrice is the price after the item coupon (5 %), as itemOrderMeta defines it.
    item.row.coupon_price = item.row.is_coupon ? couponPrice(item.row.sell_price, 5) : 0;
    item.row.coupon_rate = item.row.is_coupon ? 5 : 0;
    if (kind) {
      const sizes = SIZES[kind];
      const colours = prng.sample(COLOURS, 2);
      const soldOutOption = soldOut ? [...sizes] : prng.chance(0.3) ? [prng.pick(sizes)] : [];
      item.options = combined
        ? combinedOptions(colours, sizes, soldOut ? colours.flatMap((c) => sizes.map((s) => `${c}/${s}`)) : soldOutOption.map((s) => `${colours[0]}/${s}`))
        : singleOptions('사이즈', sizes, soldOutOption);
      item.sizeChart = sizeChart(kind, sizes);
      item.details = clothingDetails(material);
    } else if (useOptions) {
      item.options = singleOptions('구성', ['단품', '2개 세트'], soldOut ? ['단품', '2개 세트'] : []);
    }
    // Every tenth item carries the platform's placeholder third level, as real feeds do.
    const path = pathOf(code3);
    item.categories = [i % 10 === 9 ? [path[0], path[1], DEFAULT_CATEGORY_CODE] : path];
    if (i % 17 === 3) item.categories.push(['902', '902100', '902100100']);
    if (prng.chance(0.25)) item.subjects = [prng.pick(['[단독]', '[선발매]', '[앵콜]'])];
    item.descriptions = [{ title: '상품 설명', content: `${brand.name}의 ${item.row.item_name}.\n매일 쓰기 좋은 기본 아이템입니다.` }];
    item.hearts = prng.int(0, 3000);
    item.reviews = makeReviews(prng, prng.int(0, 12), kind ? [...SIZES[kind]] : []);
    item.qna = makeQna(prng, prng.int(0, 4));
    out.push(item);
  }
  return out;
}
