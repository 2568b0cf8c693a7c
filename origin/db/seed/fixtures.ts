/**
 * FIXTURE ITEMS — tests, demos and screenshots rely on these numbers; change them deliberately.
 *
 *   1001  모노하우스 coat. Combined options (type 1, layout 색상 > 사이즈, 3 × 3, 아이보리/L sold
 *         out); 20 % discount; coupon badge (tag isCoupon, couponType NONE, couponPrice);
 *         free-shipping brand; size chart whose waist/hips/crotch/thigh columns are all 0 and one
 *         cell is the text 'null'; image types 1–7 (5 = video kind 1, 6 = title, 7 = link);
 *         related items; subjects [단독] 26FW; multi-line descriptions; cautions; model sizes;
 *         itemDetailsList; estimated shipping dates; shipping type 2; two front categories
 *         (여성 and LUXURY); relationItemGroup (1002, 1003); gift order allowed; 23 reviews, 6 Q&A.
 *   1002  서울 데일리 T-shirt. Single options (type 2, group 사이즈; XL sold out: status 5).
 *   1003  포레스트 랩 candle. No options (type 0, useOption false); dependent item 1010 (함께 구매,
 *         isDependentSellType);
 *         its brand best opens with a local-goods item (catalogue.ts).
 *   1004  노스 힐 knit. Sold out (itemStockStatus 5, SOLD_OUT).
 *   1005  하루공방 traditional liquor set. Adult-only (useAdultCheck), life category.
 *   1006  the special brand 16404 jacket, with an EXCLUSIVE category entry.
 *   1007  리네아 skirt. Not yet on sale (status 0, begins 120 days after the seed day at 10:00, date visible);
 *         visible to all only from 90 days after the seed day (visibleBeginTimestamp).
 *   1008  하루공방 mug with a required text option (engraving); an item coupon it does not allow in
 *         an order (isCouponAllowedInOrder false), so no coupon price is shown.
 *   1009  오르바 jacket: max 2 per order, limited quantity 300, special order; advanced-issue
 *         mileage (isAdvancedIssueMileageType: 결제 즉시 적립).
 *   1010  포레스트 랩 diffuser: unlimited max order quantity, options with extra price.
 *   1110  ticket (item display 3) with a size chart and fee the page must not show.
 *   1111  lodge (item display 4): stay dates from the estimated-shipping window.
 *   1011–1090 generated (generate.ts). 1100–1107 rarer statuses: 21, 9, 10, 11, 12, 50, 99, and
 *         1107 status 20 (deleted → answers 404).
 *
 * IMAGES (served by origin/routes/images.ts): item photos /images/items/{1..144}.jpg 1000×1250,
 * one per kind and colour, detail images /images/detail/{1..24}.jpg 1000×1500, one per kind
 * (origin/db/seed/pictures.ts chooses them), review photos /images/reviews/{1..48}.jpg
 * 800×800, two per kind, brand logos /images/brands/{frontBrandNo}.png 200×200.
 */
import { clothingDetails, combinedOptions, couponPrice, emptyItem, frontStatusOf, priced, seedDate, singleOptions, sizeChart } from './builders';
import { SPECIAL_BRAND_NO } from './brands';
import { makeQna, makeReviews } from './content';
import { detailPicturePath, itemPicturePath } from './pictures';
import type { ItemRow, ItemSeed } from './model';
import type { Prng } from './prng';

const CAUTIONS = {
  item_important_info: '모니터 환경에 따라 실제 색상과 차이가 있을 수 있습니다.\n첫 세탁은 반드시 드라이클리닝 해주세요.',
  order_important_info: '주문 후 제작되는 상품은 주문 취소가 어려울 수 있습니다.',
  delivery_important_info: '도서산간 지역은 추가 배송비가 발생할 수 있습니다.\n제주 지역은 배송이 1~2일 더 걸립니다.',
};

function fixture(row: ItemRow & { status?: number }): ItemSeed {
  const { status = 1, ...rest } = row;
  return emptyItem({
    item_stock_status: status,
    front_item_stock_status: frontStatusOf(status),
    visible_begin_at: seedDate(-60),
    available_begin_at: seedDate(-60),
    mileage: Math.floor(row.sell_price / 100),
    sold_qty: 100,
    ...CAUTIONS,
    ...rest,
  });
}

function coat1001(prng: Prng): ItemSeed {
  const item = fixture({
    item_no: 1001,
    item_name: '울 캐시미어 블렌드 싱글 코트',
    brand_no: 10231,
    ...priced(389000, 20),
    option_type: 1,
    use_option: true,
    option_layout: JSON.stringify(['색상', '사이즈']),
    is_coupon: true,
    coupon_type: 'NONE',
    coupon_price: couponPrice(priced(389000, 20).sell_price, 5),
    coupon_rate: 5,
    is_new: true,
    is_allowed_gift_order: true,
    is_display_option_qty: true,
    shipping_type: 2,
    shipping_out_type: 1,
    shipping_out_duration: 2,
    estimated_shipping_begin_at: seedDate(21, '00:00:00'),
    estimated_shipping_end_at: seedDate(24, '00:00:00'),
    use_without_estimated_shipping_end_date: false,
    available_end_at: seedDate(200, '23:59:59'),
    use_without_available_end_date: false,
    is_available_end_timestamp: true,
    managed_category_code: 'W-OUT-COAT',
    managed_category_name: '여성 > 아우터 > 코트',
    relation_group_title: '같은 시리즈 상품',
    max_order_qty: 5,
    sold_qty: 1284,
    size_chart_type: 3,
    gender: 1,
    is_special_order: false,
  });
  item.options = combinedOptions(['블랙', '아이보리', '차콜'], ['S', 'M', 'L'], ['아이보리/L']);
  // Counted stock on two leaves: with isDisplayOptionQty the selector shows what is left.
  const black = item.options[0]?.children ?? [];
  Object.assign(black[0] ?? {}, { is_limited_qty: true, limited_qty: 3 });
  Object.assign(black[1] ?? {}, { is_limited_qty: true, limited_qty: 12 });
  item.sizeChart = sizeChart('outer', ['S', 'M', 'L']);
  const last = item.sizeChart[2];
  if (last) last.hem_width = 'null';
  item.images.push(
    { image_type: 5, video_kind: 1, video_id: 'mnh26fwcoat', title: '룩북 영상', width: 1280, height: 720 },
    { image_type: 6, title: '디자이너 노트', content: '캐시미어 30 % 혼방 원단으로\n가볍고 따뜻하게 완성했습니다.' },
    { image_type: 7, image_url: detailPicturePath('sweater'), width: 1000, height: 1500, title: '같이 입기 좋은 니트', link_url: '/products/1004', is_layout: true },
  );
  item.descriptions = [
    { title: '디자인', content: '군더더기 없는 싱글 브레스티드 코트입니다.\n어깨선을 살짝 내려 여유 있게 떨어집니다.' },
    { title: '소재', content: '울 70 %, 캐시미어 30 %\n안감: 큐프라 100 %' },
  ];
  item.addedDescriptions = [
    { title: '사이즈 팁', content: '평소 사이즈로 선택하세요.\n니트 위에 입어도 여유가 있습니다.' },
    { title: '브랜드 스토리', content: '모노하우스의 26FW 컬렉션을 소개합니다.', link_url: '/brand/10231', use_link: true },
  ];
  item.details = clothingDetails('울 70 %, 캐시미어 30 %');
  item.subjects = ['[단독]', '26FW'];
  item.modelSizes = [
    { model_name: '모델 A', height: 172, weight: 52, top_size: 'S', bottom_size: 'S', shoe_size: '240' },
    { model_name: '모델 B', height: 168, weight: 55, top_size: 'M', bottom_size: 'M', shoe_size: '245' },
  ];
  item.categories = [
    ['101', '101100', '101100100'],
    ['902', '902100', '902100100'],
  ];
  item.related = [1002, 1003, 1006, 1009];
  item.group = [1002, 1003];
  item.hearts = 4821;
  item.reviews = makeReviews(prng, 23, ['블랙 / S', '블랙 / M', '차콜 / M', '아이보리 / S']);
  item.qna = makeQna(prng, 6, 3);
  item.images.push({ image_type: 3, is_gift: true, image_url: itemPicturePath('coat', '베이지'), width: 1000, height: 1250 });
  return item;
}

export function buildFixtures(prng: Prng): ItemSeed[] {
  // Made in this order, each drawing its reviews and Q&A from the one PRNG; the coat, first in
  // the list, draws last. Another order would change every generated review.
  const rest = [tee1002(prng), candle1003(prng), knit1004(prng), liquor1005(prng), jacket1006(prng), skirt1007(), mug1008(prng), mountainJacket1009(prng), diffuser1010(prng)];
  return [coat1001(prng), ...rest, ...displayTypeItems()];
}

/** The T-shirt: single options, XL sold out. */
function tee1002(prng: Prng): ItemSeed {
  const i1002 = fixture({
    item_no: 1002,
    item_name: '오가닉 코튼 레귤러 반팔 티셔츠',
    brand_no: 10457,
    ...priced(39000, 10),
    option_type: 2,
    use_option: true,
    size_chart_type: 1,
    gender: 1,
    sold_qty: 3410,
  });
  i1002.options = singleOptions('사이즈', ['S', 'M', 'L', 'XL'], ['XL']);
  i1002.sizeChart = sizeChart('top', ['S', 'M', 'L', 'XL']);
  i1002.details = clothingDetails('면 100 %');
  i1002.categories = [['101', '101101', '101101100']];
  i1002.reviews = makeReviews(prng, 8, ['S', 'M', 'L']);
  i1002.qna = makeQna(prng, 2);
  i1002.hearts = 912;
  return i1002;
}

/** The candle: no options; isDependentSellType: its dependent item (1010, 함께 구매) is offered as an add-on to this one. */
function candle1003(prng: Prng): ItemSeed {
  const i1003 = fixture({ item_no: 1003, item_name: '히노키 소이 캔들 200g', brand_no: 12790, ...priced(32000, 0), option_type: 0, use_option: false, sold_qty: 820, is_dependent_sell_type: true });
  i1003.categories = [['103', '103100', '103100100']];
  i1003.reviews = makeReviews(prng, 4, []);
  i1003.hearts = 311;
  i1003.dependent = [1010];
  return i1003;
}

/** The knit: sold out. */
function knit1004(prng: Prng): ItemSeed {
  const i1004 = fixture({
    item_no: 1004,
    item_name: '램스울 라운드넥 니트',
    brand_no: 11388,
    ...priced(129000, 15),
    option_type: 2,
    use_option: true,
    status: 5,
    size_chart_type: 1,
    gender: 1,
    sold_qty: 2200,
  });
  i1004.options = singleOptions('사이즈', ['S', 'M', 'L'], ['S', 'M', 'L']);
  i1004.sizeChart = sizeChart('top', ['S', 'M', 'L']);
  i1004.categories = [['101', '101101', '101101101']];
  i1004.reviews = makeReviews(prng, 5, ['S', 'M']);
  i1004.hearts = 1503;
  return i1004;
}

/** The adult-only liquor set. */
function liquor1005(prng: Prng): ItemSeed {
  const i1005 = fixture({ item_no: 1005, item_name: '전통 증류주 선물 세트 375ml × 2', brand_no: 13312, ...priced(68000, 0), use_adult_check: true, sold_qty: 140, is_allowed_gift_order: true });
  i1005.categories = [['103', '103101', '103101102']];
  i1005.details = [{ title: '주류 판매 안내', content: '만 19세 이상 성인 인증 후 구매할 수 있습니다.' }];
  i1005.reviews = makeReviews(prng, 3, []);
  i1005.hearts = 77;
  // Adult-only items' pictures live apart, so the storefront refuses them unsigned (issue 10).
  // The adult store holds the item files only (origin/routes/image-variant.ts), so the tall detail
  // image is left out rather than shown as another item's picture.
  i1005.images = i1005.images.filter((image) => !image.image_url?.startsWith('/images/detail/'));
  for (const image of i1005.images) if (image.image_url) image.image_url = image.image_url.replace(/^\/images\/items\//, '/images/adult/');
  return i1005;
}

/** The special brand's jacket. */
function jacket1006(prng: Prng): ItemSeed {
  const i1006 = fixture({
    item_no: 1006,
    item_name: '스페셜 에디션 워크 재킷',
    brand_no: SPECIAL_BRAND_NO,
    ...priced(259000, 0),
    option_type: 2,
    use_option: true,
    size_chart_type: 3,
    gender: 2,
    sold_qty: 990,
    is_new: true,
  });
  i1006.options = singleOptions('사이즈', ['M', 'L', 'XL']);
  i1006.sizeChart = sizeChart('outer', ['M', 'L', 'XL']);
  i1006.subjects = ['[한정판]'];
  i1006.categories = [
    ['901', '901100', '901100100'],
    ['102', '102100', '102100101'],
  ];
  i1006.reviews = makeReviews(prng, 6, ['M', 'L']);
  i1006.hearts = 2650;
  return i1006;
}

/** The skirt not yet on sale. */
function skirt1007(): ItemSeed {
  const i1007 = fixture({
    item_no: 1007,
    item_name: '플리츠 미디 스커트',
    brand_no: 12045,
    ...priced(149000, 0),
    option_type: 2,
    use_option: true,
    status: 0,
    available_begin_at: seedDate(120),
    visible_begin_at: seedDate(90),
    is_visible_available_begin_date: true,
    size_chart_type: 2,
    gender: 1,
    sold_qty: 0,
  });
  i1007.options = singleOptions('사이즈', ['S', 'M']);
  i1007.sizeChart = sizeChart('bottom', ['S', 'M']);
  i1007.categories = [['101', '101102', '101102101']];
  i1007.hearts = 408;
  return i1007;
}

/** The mug with a required text option. */
function mug1008(prng: Prng): ItemSeed {
  const i1008 = fixture({
    item_no: 1008,
    item_name: '이니셜 각인 핸드메이드 머그',
    brand_no: 13312,
    ...priced(28000, 0),
    option_type: 2,
    use_option: true,
    is_text_option: true,
    is_text_required: true,
    sold_qty: 530,
    // An item coupon the item does not allow in an order: the page shows no coupon price (issue 31 §2).
    coupon_price: couponPrice(28000, 10),
    coupon_rate: 10,
    is_coupon_allowed_in_order: false,
  });
  i1008.options = singleOptions('색상', ['화이트', '오트밀']);
  i1008.categories = [['103', '103101', '103101100']];
  i1008.reviews = makeReviews(prng, 4, ['화이트', '오트밀']);
  return i1008;
}

/** The mountain jacket: order limits, advanced-issue mileage, an item group. */
function mountainJacket1009(prng: Prng): ItemSeed {
  const i1009 = fixture({
    item_no: 1009,
    item_name: '3레이어 방수 마운틴 재킷',
    brand_no: 11020,
    ...priced(298000, 10),
    option_type: 2,
    use_option: true,
    max_order_qty: 2,
    is_limited_qty: true,
    limited_qty: 300,
    is_special_order: true,
    // Advanced-issue mileage: paid at payment, not after the purchase is confirmed (issue 31 §2).
    is_advanced_issue_mileage_type: true,
    is_display_sell_qty: true,
    size_chart_type: 3,
    gender: 2,
    sold_qty: 188,
    is_display_watching_cnt: true,
    watching_count: 37,
    item_group_no: 501,
    item_group_title: '컬러 선택',
  });
  i1009.options = singleOptions('사이즈', ['M', 'L', 'XL']);
  i1009.sizeChart = sizeChart('outer', ['M', 'L', 'XL']);
  i1009.categories = [['102', '102100', '102100101']];
  i1009.reviews = makeReviews(prng, 7, ['M', 'L', 'XL']);
  i1009.qna = makeQna(prng, 3);
  i1009.itemGroup = [1006];
  return i1009;
}

/** The diffuser: options with an extra price. */
function diffuser1010(prng: Prng): ItemSeed {
  const i1010 = fixture({ item_no: 1010, item_name: '편백 리드 디퓨저', brand_no: 12790, ...priced(36000, 5), option_type: 2, use_option: true, is_unlimited_max_order_qty: true, sold_qty: 760 });
  i1010.options = [{ title: '용량', children: [{ title: '100ml' }, { title: '200ml', sell_price: 12000 }] }];
  i1010.categories = [
    ['103', '103100', '103100100'],
    ['903', '903100', '903100100'],
  ];
  i1010.reviews = makeReviews(prng, 5, ['100ml', '200ml']);
  return i1010;
}

/**
 * Spec 4.2 item display 3 (ticket) and 4 (lodge). The ticket carries a size chart and a shipping
 * fee as a careless upstream might: the page must still show neither. The lodge's stay is its
 * estimated-shipping window (check-in to check-out).
 */
function displayTypeItems(): ItemSeed[] {
  const ticket = fixture({
    item_no: 1110,
    item_name: '머그 만들기 도예 원데이 클래스 체험권',
    brand_no: 13312,
    ...priced(55000, 0),
    item_type: 3,
    option_type: 0,
    use_option: false,
    shipping_type: 1,
    shipping_fee: 3000,
    available_end_at: seedDate(90, '23:59:59'),
    sold_qty: 42,
    // A class is not washed or shipped: its own cautions, none about delivery.
    item_important_info: '수업 시작 10분 전까지 공방에 도착해 주세요.\n완성한 작품은 소성 후 약 3주 뒤 공방에서 찾아가실 수 있습니다.',
    order_important_info: '이용일 3일 전까지 취소하면 전액 환불되며, 이후에는 환불되지 않습니다.',
    delivery_important_info: '',
  });
  ticket.sizeChart = sizeChart('top', ['FREE']);
  ticket.categories = [['103', '103101', '103101100']];
  ticket.hearts = 58;
  const lodge = fixture({
    item_no: 1111,
    item_name: '숲속 한옥 스테이 1박',
    brand_no: 12790,
    ...priced(240000, 10),
    item_type: 4,
    option_type: 0,
    use_option: false,
    estimated_shipping_begin_at: seedDate(30, '15:00:00'),
    estimated_shipping_end_at: seedDate(31, '11:00:00'),
    use_without_estimated_shipping_end_date: false,
    sold_qty: 12,
    visible_begin_at: seedDate(-1),
    item_important_info: '객실 안에서는 취사할 수 없습니다.\n반려동물은 함께 묵을 수 없습니다.',
    order_important_info: '이용일 7일 전까지 취소하면 전액 환불되며, 이후에는 환불되지 않습니다.',
    delivery_important_info: '',
  });
  lodge.categories = [['103', '103100', '103100100']];
  lodge.hearts = 93;
  return [ticket, lodge];
}

/** One item for each rarer sale status of spec 4.1; 1107 is deleted (status 20). */
export function buildStatusItems(): ItemSeed[] {
  const statuses = [21, 9, 10, 11, 12, 50, 99, 20];
  return statuses.map((status, i) => {
    const item = fixture({ item_no: 1100 + i, item_name: `상태 ${status} 확인용 베이직 셔츠`, brand_no: 10231, ...priced(59000, 0), status, gender: 2 });
    item.categories = [['102', '102101', '102101101']];
    return item;
  });
}
