import kindsJson from './picture-kinds.json';
import type { ImageSeed, ItemSeed } from './model';

/**
 * Which generated picture each demo item shows (issue 29 §5). scripts/gen-images.mjs draws one
 * picture per kind of product and colour, both listed in picture-kinds.json: item picture n is
 * kind KINDS[floor((n - 1) / COLOURS.length)] in colour COLOURS[(n - 1) % COLOURS.length]
 * (origin/assets/img/subjects.json names both for each file), and detail image d shows
 * KINDS[d - 1]. An item gets the pictures of the kind its name says, in its colour options'
 * colours (else the colour its name says, else one chosen by its number), so a plate set shows
 * plates, a blouson a jacket, and the items of a series look alike.
 */
export const PICTURE_KINDS = kindsJson.kinds as readonly string[];
export const PICTURE_COLOURS = kindsJson.colours as readonly string[];
export type PictureKind = (typeof PICTURE_KINDS)[number];

export const ITEM_IMAGE_SIZE = { width: 1000, height: 1250 } as const;
export const DETAIL_IMAGE_SIZE = { width: 1000, height: 1500 } as const;
/** Customer photos drawn per kind (scripts/gen-images.mjs REVIEW_SHOTS). */
const REVIEW_SHOTS = 2;
export const PICTURE_COUNTS = {
  items: PICTURE_KINDS.length * PICTURE_COLOURS.length,
  detail: PICTURE_KINDS.length,
  reviews: PICTURE_KINDS.length * REVIEW_SHOTS,
} as const;

/**
 * Name words → kind, the first match wins, so the longer or more telling word comes first:
 * 셔츠 재킷 is a jacket, 크롭 티 a T-shirt, 키친 크로스 a cloth (not a cross-body bag), 드립백 coffee
 * and 백자 porcelain (not a bag), 티 세트 a teapot.
 */
const KIND_WORDS: ReadonlyArray<readonly [RegExp, PictureKind]> = [
  [/체험권|이용권|클래스|스테이|숙박|\d박/, 'ticket'],
  [/증류주|와인|위스키|전통주|막걸리|소주/, 'bottle'],
  [/원두|드립백|커피/, 'coffee'],
  [/티 ?세트|티팟|다기/, 'teapot'],
  [/찻잔|티컵|잔 세트/, 'teacup'],
  [/머그|컵/, 'mug'],
  [/접시|플레이트/, 'plate'],
  [/면기|그릇|볼\b|공기/, 'bowl'],
  [/디퓨저|룸 ?스프레이/, 'diffuser'],
  [/캔들|인센스/, 'candle'],
  [/쿠션/, 'cushion'],
  [/블랭킷|키친 ?크로스|타월|수건|행주/, 'towel'],
  [/코트/, 'coat'],
  [/재킷|자켓|블루종|점퍼|블레이저|파카|패딩/, 'jacket'],
  [/롱슬리브|긴팔|맨투맨|스웨트/, 'longsleeve'],
  [/티셔츠|반팔|크롭 티|\b티$/, 'tshirt'],
  [/셔츠|블라우스/, 'shirt'],
  [/니트|스웨터|카디건|가디건/, 'sweater'],
  [/팬츠|데님|슬랙스|바지|청바지|쇼츠|조거/, 'trousers'],
  [/스커트|치마/, 'skirt'],
  [/원피스|드레스/, 'dress'],
  [/크로스백|숄더백|미니 백|파우치/, 'crossbody'],
  [/토트|가방|에코백|(?<!드립)백$/, 'tote'],
  [/스니커즈|로퍼|슈즈|부츠|샌들|운동화/, 'sneakers'],
];

/** The kind a name says, or null when no word of it names one. */
export function kindFromName(itemName: string): PictureKind | null {
  for (const [re, kind] of KIND_WORDS) if (re.test(itemName)) return kind;
  return null;
}

/** The kind of an item: from its name; an unnamed kind falls back to one chosen by number. */
export function pictureKindOf(itemName: string, itemNo: number): PictureKind {
  return kindFromName(itemName) ?? PICTURE_KINDS[itemNo % PICTURE_KINDS.length]!;
}

/** Colour words of option titles and names → the drawn colours (블랙 네이비 크림 그레이 베이지 카키). */
const COLOUR_WORDS: ReadonlyArray<readonly [RegExp, string]> = [
  [/블랙|차콜|검정/, '블랙'],
  [/네이비|인디고|남색/, '네이비'],
  [/크림|아이보리|화이트|백자|흰/, '크림'],
  [/그레이|회색|분청|유리|실버/, '그레이'],
  [/베이지|캐멀|카멜|오트밀|샌드|우드|편백|히노키|리넨|린넨/, '베이지'],
  [/카키|올리브|그린|허브/, '카키'],
];

export function colourOf(text: string): string | null {
  for (const [re, colour] of COLOUR_WORDS) if (re.test(text)) return colour;
  return null;
}

/**
 * The colours an item's pictures show, first the main one: its colour options' colours in
 * their order, else the colour its name says, else one by number; then every other drawn
 * colour, so a gallery of several shots shows the other colourways rather than one picture twice.
 */
export function pictureColoursOf(itemNo: number, itemName: string, colourOptions: readonly string[] = []): string[] {
  const named = [...colourOptions.map(colourOf), colourOf(itemName)].filter((c): c is string => c !== null);
  const first = named[0] ?? PICTURE_COLOURS[itemNo % PICTURE_COLOURS.length]!;
  const start = PICTURE_COLOURS.indexOf(first);
  const rest = PICTURE_COLOURS.map((_, i) => PICTURE_COLOURS[(start + i) % PICTURE_COLOURS.length]!);
  return [...new Set([...named, ...rest])];
}

export const itemPicturePath = (kind: PictureKind, colour: string): string => `/images/items/${PICTURE_KINDS.indexOf(kind) * PICTURE_COLOURS.length + PICTURE_COLOURS.indexOf(colour) + 1}.jpg`;
export const detailPicturePath = (kind: PictureKind): string => `/images/detail/${PICTURE_KINDS.indexOf(kind) + 1}.jpg`;
/** A customer photo of the item's kind: the review's n-th photo of the seed (1, 2, …). */
export const reviewPhotoPath = (kind: PictureKind, n: number): string =>
  `/images/reviews/${PICTURE_KINDS.indexOf(kind) * REVIEW_SHOTS + ((((n - 1) % REVIEW_SHOTS) + REVIEW_SHOTS) % REVIEW_SHOTS) + 1}.jpg`;

/** Three main shots, a grey and a white cut, and a tall detail image, all of the item's kind. */
export function standardImages(itemNo: number, itemName = '', colourOptions: readonly string[] = []): ImageSeed[] {
  const kind = pictureKindOf(itemName, itemNo);
  const colours = pictureColoursOf(itemNo, itemName, colourOptions);
  const photo = (k: number, image_type: number): ImageSeed => ({ image_type, image_url: itemPicturePath(kind, colours[k % colours.length]!), ...ITEM_IMAGE_SIZE });
  return [photo(0, 3), photo(1, 3), photo(2, 3), photo(0, 1), photo(1, 2), { image_type: 4, image_url: detailPicturePath(kind), ...DETAIL_IMAGE_SIZE }];
}

/** The colour names an item is sold in: a combined option's first level when it is 색상, or a single 색상 option's values. */
export function colourOptionsOf(item: Pick<ItemSeed, 'options' | 'row'>): string[] {
  let layout: unknown = [];
  try {
    layout = JSON.parse(String(item.row.option_layout ?? '[]'));
  } catch {
    layout = [];
  }
  if (Array.isArray(layout) && layout[0] === '색상') return item.options.map((o) => o.title);
  const single = item.options.length === 1 && item.options[0]?.title === '색상' ? item.options[0] : null;
  return single?.children?.map((c) => c.title) ?? [];
}

const STANDARD_TYPES = [3, 3, 3, 1, 2, 4];

/**
 * Once an item's options are known (after emptyItem drew its pictures from the name alone), its
 * standard pictures take its colour options' colours. Only the six standard entries are redrawn,
 * and only when they are still the generated ones (extras a fixture added stay as they are).
 */
export function colourItemPictures(item: ItemSeed): void {
  const colours = colourOptionsOf(item);
  if (colours.every((c) => colourOf(c) === null)) return;
  const head = item.images.slice(0, STANDARD_TYPES.length);
  const standard = head.length === STANDARD_TYPES.length && head.every((img, i) => img.image_type === STANDARD_TYPES[i] && /^\/images\/(items|detail)\//.test(img.image_url ?? ''));
  if (!standard) return;
  item.images.splice(0, STANDARD_TYPES.length, ...standardImages(item.row.item_no, item.row.item_name, colours));
}
