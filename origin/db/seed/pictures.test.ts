import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildCatalogue } from './catalogue';
import { CATEGORIES } from './categories';
import { catalogueRows } from './statements';
import { colourOf, detailPicturePath, itemPicturePath, kindFromName, PICTURE_COLOURS, PICTURE_COUNTS, PICTURE_KINDS, pictureColoursOf, type PictureKind } from './pictures';

// What scripts/gen-images.mjs drew in each file; manifest.json (the route's sizes) lists the files.
const manifest = JSON.parse(readFileSync(join(process.cwd(), 'origin/assets/img/subjects.json'), 'utf8')) as Record<string, { subject?: string; colour?: string }>;
const files = JSON.parse(readFileSync(join(process.cwd(), 'origin/assets/img/manifest.json'), 'utf8')) as Record<string, unknown>;
const entryOf = (url: string) =>
  manifest[
    url
      .replace(/^\/images\/(?:adult\/)?/, (m) => (m.includes('adult') ? '/images/items/' : m))
      .replace(/^\/images\//, '')
      .replace(/\.jpg$/, '')
  ];

/** What a picture of an item in each main third-level category may show (categories.ts). */
const KINDS_BY_CATEGORY: Record<string, readonly PictureKind[]> = {
  코트: ['coat'],
  재킷: ['jacket'],
  티셔츠: ['tshirt', 'longsleeve'],
  니트: ['sweater'],
  셔츠: ['shirt'],
  팬츠: ['trousers'],
  데님: ['trousers'],
  슬랙스: ['trousers'],
  스커트: ['skirt'],
  캔들·디퓨저: ['candle', 'diffuser'],
  패브릭: ['cushion', 'towel'],
  식기: ['mug', 'teacup', 'plate', 'bowl'],
  커피·티: ['coffee', 'teapot'],
  전통주: ['bottle'],
};
const categoryName = new Map(CATEGORIES.filter((c) => c.kind === 'main' && c.depth === 3).map((c) => [c.code, c.name]));

describe('demo pictures match their items (issue 29 §5)', () => {
  const cat = buildCatalogue();

  it('names the kinds the complaint was about', () => {
    expect(kindFromName('백자 접시 세트')).toBe('plate');
    expect(kindFromName('유리 접시 세트')).toBe('plate');
    expect(kindFromName('워크 블루종')).toBe('jacket');
    expect(kindFromName('나일론 셔츠 재킷')).toBe('jacket');
    expect(kindFromName('리넨 키친 크로스')).toBe('towel');
    expect(kindFromName('싱글 오리진 드립백 세트')).toBe('coffee');
    expect(kindFromName('허브 원두 200g')).toBe('coffee');
    expect(kindFromName('블렌드 티 세트')).toBe('teapot');
    expect(kindFromName('코튼 크롭 티')).toBe('tshirt');
    expect(kindFromName('그래픽 롱슬리브')).toBe('longsleeve');
    expect(kindFromName('분청 면기')).toBe('bowl');
    expect(kindFromName('백자 면기')).toBe('bowl');
    expect(kindFromName('분청 찻잔')).toBe('teacup');
    expect(kindFromName('와플 쿠션 커버')).toBe('cushion');
    expect(kindFromName('룸 스프레이')).toBe('diffuser');
    expect(kindFromName('전통 증류주 선물 세트 375ml × 2')).toBe('bottle');
    expect(kindFromName('숲속 한옥 스테이 1박')).toBe('ticket');
    expect(kindFromName('머그 만들기 도예 원데이 클래스 체험권')).toBe('ticket');
    expect(kindFromName('미니 크로스백')).toBe('crossbody');
    expect(kindFromName('캔버스 에코백')).toBe('tote');
  });

  it('gives every demo item the pictures of a kind its name says, which its category allows', () => {
    const wrong: string[] = [];
    for (const item of cat.items) {
      const name = item.row.item_name;
      const kind = kindFromName(name);
      if (kind === null) {
        wrong.push(`${item.row.item_no} ${name}: no kind`);
        continue;
      }
      const main = item.categories.map((path) => categoryName.get(path[2] ?? '')).find((n) => n !== undefined);
      const allowed = main ? KINDS_BY_CATEGORY[main] : undefined;
      // A voucher (a class, a stay) is sold under the category of what it is about.
      if (allowed && kind !== 'ticket' && !allowed.includes(kind)) wrong.push(`${item.row.item_no} ${name}: ${kind} under ${main}`);
      for (const img of item.images) {
        if (!img.image_url || img.is_gift || img.image_type === 7) continue;
        const entry = entryOf(img.image_url);
        if (entry?.subject !== kind) wrong.push(`${item.row.item_no} ${name}: ${img.image_url} shows ${entry?.subject}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('shows the items of a series (one name) alike, and an item first in its first colour option', () => {
    const byName = new Map<string, Set<string | undefined>>();
    for (const item of cat.items) {
      const first = item.images.find((i) => i.image_type === 3)?.image_url ?? '';
      byName.set(item.row.item_name, (byName.get(item.row.item_name) ?? new Set()).add(entryOf(first)?.subject));
    }
    for (const [name, kinds] of byName) expect(kinds.size, name).toBe(1);
    const first = (no: number) => entryOf(cat.items.find((i) => i.row.item_no === no)!.images[0]!.image_url!);
    expect(first(1001)).toMatchObject({ subject: 'coat', colour: '블랙' }); // 블랙 / 아이보리 / 차콜
    expect(first(1008)).toMatchObject({ subject: 'mug', colour: '크림' }); // 화이트 / 오트밀
    // A generated item with colour options is drawn in its first one.
    const coloured = cat.items.filter((i) => i.row.item_no > 1010 && String(i.row.option_layout ?? '').includes('색상'));
    expect(coloured.length).toBeGreaterThan(3);
    for (const item of coloured) expect(entryOf(item.images[0]!.image_url!)?.colour, item.row.item_name).toBe(colourOf(item.options[0]!.title));
  });

  it('shows other colourways in the gallery, never one picture twice among the main shots', () => {
    for (const item of cat.items) {
      const shots = item.images.filter((i) => i.image_type === 3 && !i.is_gift).map((i) => i.image_url);
      expect(new Set(shots).size, String(item.row.item_no)).toBe(shots.length);
    }
    expect(pictureColoursOf(1, '백자 면기')).toEqual(['크림', '그레이', '베이지', '카키', '블랙', '네이비']);
    expect(pictureColoursOf(1, '코튼 셔츠', ['네이비', '카키'])).toEqual(['네이비', '카키', '크림', '그레이', '베이지', '블랙']);
  });

  it('shows customer photos of the item reviewed', () => {
    const rows = catalogueRows(cat)
      .filter(([table]) => table === 'review_photos')
      .map(([, row]) => row);
    expect(rows.length).toBeGreaterThan(10);
    const byReview = new Map(cat.items.flatMap((item) => item.reviews.map((_, i) => [item.row.item_no * 100 + i + 1, item] as const)));
    for (const row of rows) {
      const item = byReview.get(Number(row.review_no))!;
      expect(entryOf(String(row.image_url))?.subject, `${item.row.item_name} ${String(row.image_url)}`).toBe(kindFromName(item.row.item_name));
    }
  });

  it('numbers the pictures as scripts/gen-images.mjs drew them', () => {
    const items = Object.entries(manifest).filter(([k]) => k.startsWith('items/'));
    expect(items.length).toBe(PICTURE_COUNTS.items);
    expect(Object.keys(manifest).every((key) => Object.hasOwn(files, key))).toBe(true);
    for (const kind of ['items', 'detail', 'reviews'] as const) expect(Object.keys(files).filter((k) => k.startsWith(`${kind}/`)).length, kind).toBe(PICTURE_COUNTS[kind]);
    for (const kind of PICTURE_KINDS) {
      for (const colour of PICTURE_COLOURS) expect(entryOf(itemPicturePath(kind, colour)), `${kind} ${colour}`).toMatchObject({ subject: kind, colour });
      expect(entryOf(detailPicturePath(kind))?.subject).toBe(kind);
    }
  });
});
