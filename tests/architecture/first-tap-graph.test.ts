import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BUY_ROOTS } from '../../scripts/buying-moment-chunk.mjs';
import { keysRead, splitCopyImports } from '../../scripts/copy-split.mjs';
import { islands } from '../../src/islands/registry';
import { importsOf } from './import-graph';

/**
 * What the item page's first tap loads (issue 32 §3: JS after it under 90 KB gzip): the modules
 * the browser entry and the two islands of the buying moment reach through static imports, i.e.
 * what lands in their chunks or the chunks those import. Dynamic imports are chunks of their own,
 * loaded only when asked for. Read from the source, so it fails before any build does.
 */
const root = join(import.meta.dirname, '../..');

function resolveFile(target: string): string | null {
  for (const candidate of [`${target}.ts`, `${target}.tsx`, target, `${target}/index.ts`]) {
    if (/\.tsx?$/.test(candidate) && existsSync(join(root, candidate))) return candidate;
  }
  return null;
}

/** Repository files and packages reached from `start` by runtime static imports. */
function staticClosure(start: string): { files: Set<string>; packages: Set<string> } {
  const files = new Set<string>([start]);
  const packages = new Set<string>();
  const queue = [start];
  for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
    for (const edge of importsOf(root, join(root, file))) {
      if (edge.typeOnly || edge.dynamic) continue;
      if (edge.target === null) {
        packages.add(edge.specifier);
        continue;
      }
      const next = resolveFile(edge.target);
      if (next && !files.has(next)) {
        files.add(next);
        queue.push(next);
      }
    }
  }
  return { files, packages };
}

describe('the first tap on the item page', () => {
  it('the entry every page runs carries no member-only or identity code: it loads when the member hint is there (src/member/member-refresh.ts)', () => {
    const { files, packages } = staticClosure('client/entry.tsx');
    expect([...files].filter((f) => f.startsWith('src/identity/') || f === 'src/browser/data-client.ts' || f === 'src/member/member-refresh.ts')).toEqual([]);
    expect([...packages].filter((p) => p.startsWith('zod') || p.startsWith('react'))).toEqual([]);
  });

  it("PurchasePanel, LikeButton and the gallery (a first scroll's island at 375 px) reach no zod (props by src/islands/props-guard.ts, the kept selection's check on demand) and no data client", () => {
    for (const island of ['src/product/islands/PurchasePanel.tsx', 'src/product/islands/LikeButton.tsx', 'src/product/islands/ProductGallery.tsx']) {
      const { files, packages } = staticClosure(island);
      expect(
        [...packages].filter((p) => p.startsWith('zod')),
        island,
      ).toEqual([]);
      expect(
        [...files].filter((f) => f === 'src/browser/data-client.ts' || f.startsWith('schemas/')),
        island,
      ).toEqual([]);
    }
  });
});

/** What the first 구매하기 loads: the purchase panel and the option sheet (lazy.ts fetches it once the panel is live). */
const FIRST_TAP_ROOTS = ['src/product/islands/PurchasePanel.tsx', 'src/ui/BottomSheet.tsx'];

function firstTapFiles(): Set<string> {
  const all = new Set<string>();
  for (const r of FIRST_TAP_ROOTS) for (const f of staticClosure(r).files) all.add(f);
  return all;
}

describe('what the first 구매하기 does not load at all (issue 32 §3, kb90: under 90 KB gzip)', () => {
  it('LikeButton hydrates on intent: not warmed, not woken by the first activity, not in the buying-moment chunk', () => {
    const like: { warm?: boolean; onActivity?: boolean; idle?: boolean; hydrate?: string } = islands.LikeButton;
    expect({ warm: like.warm, onActivity: like.onActivity, idle: like.idle, hydrate: like.hydrate }).toEqual({ warm: undefined, onActivity: undefined, idle: undefined, hydrate: 'interaction' });
    expect(BUY_ROOTS).not.toContain('src/product/islands/LikeButton.tsx');
    // …while the purchase panel still answers its first tap itself.
    expect(islands.PurchasePanel).toMatchObject({ warm: true, onActivity: true, idle: true });
  });

  it("the entry reads cookies without the cookie writer (src/storage/cookie-read.ts): a lazily loaded island's use of the writer would put it in the entry", () => {
    const { files } = staticClosure('client/entry.tsx');
    expect(files.has('src/storage/cookie-read.ts')).toBe(true);
    expect(files.has('src/storage/cookie.ts')).toBe(false);
  });
});

describe('what the first tap leaves to later (issue 32 §3: JS after the first interaction under 90 KB)', () => {
  it("what only a purchase call's answer shows, the calls themselves and the link builders are not in the first tap's graph", () => {
    const files = firstTapFiles();
    const later = [
      // Shown only after an answer: src/product/purchase/after-call.ts, loaded beside the request.
      'src/product/purchase/CartConfirmation.tsx',
      'src/product/purchase/PurchaseOverlays.tsx',
      // The calls and what checks their answers: overlays.ts / like-calls.ts.
      'src/product/purchase/actions.ts',
      'src/product/purchase/heart-call.ts',
      'src/product/purchase/responses.ts',
      'src/product/purchase/recommendation-answer.ts',
      'src/product/purchase/NoticeDialog.tsx',
      'src/product/purchase/urls.ts',
      'src/ui/image-url.ts',
      // Every link builder, for the option page's one path (src/navigation/product-path.ts).
      'src/navigation/links.ts',
    ];
    expect(later.filter((f) => files.has(f))).toEqual([]);
    // The graph is read right: the panel's own parts are in it.
    expect(files.has('src/product/purchase/AfterCall.tsx') && files.has('src/navigation/product-path.ts')).toBe(true);
  });

  it("what follows a call's answer is not in the first 구매하기 (kb88): it comes with the answer's parts (order-flow.ts in after-call.ts)", () => {
    const files = firstTapFiles();
    expect(['src/product/purchase/order-flow.ts', 'src/member/cart-updates.ts'].filter((f) => files.has(f))).toEqual([]);
    expect(staticClosure('src/product/purchase/after-call.ts').files.has('src/product/purchase/order-flow.ts')).toBe(true);
  });

  it("a visitor's 좋아요 loads the login dialog alone (LikeButton.tsx asks no one without a member hint): no zod, no data client, no answer readers", () => {
    const { files, packages } = staticClosure('src/product/purchase/NoticeDialog.tsx');
    expect(packages.has('zod/mini')).toBe(false);
    expect(['src/browser/data-client.ts', 'src/product/purchase/responses.ts', 'src/product/purchase/heart-call.ts'].filter((f) => files.has(f))).toEqual([]);
    expect(readFileSync(join(root, 'src/product/purchase/lazy.ts'), 'utf8')).toMatch(/LazyLikeNoticeDialog = lazy\(\(\) => import\('\.\/NoticeDialog'\)\)/);
  });

  it("좋아요's calls chunk checks the gateway's answer with zod/mini, and carries none of the purchase calls, their checkout check or the recommendation cards' reader", () => {
    const { files, packages } = staticClosure('src/product/purchase/like-calls.ts');
    expect(files.has('src/product/purchase/responses.ts')).toBe(true);
    expect(packages.has('zod/mini')).toBe(true);
    expect(
      [
        'src/product/purchase/actions.ts',
        'src/product/purchase/urls.ts',
        'src/product/purchase/recommendation-answer.ts',
        'src/ui/image-url.ts',
        'rules/adult-listing.ts',
        'src/product/purchase/after-call.ts',
      ].filter((f) => files.has(f)),
    ).toEqual([]);
  });
});

describe("the first tap's Korean copy (scripts/copy-split.mjs)", () => {
  const copyFile = join(root, 'src/copy/ko.ts');
  /** Each first-tap file's copy imports as the browser build rewrites them: `area.key` module ids, or whole areas. */
  function copyModules(): { byKey: Map<string, Set<string>>; whole: string[] } {
    const byKey = new Map<string, Set<string>>();
    const whole: string[] = [];
    for (const file of firstTapFiles()) {
      const code = readFileSync(join(root, file), 'utf8');
      if (!code.includes('copy/ko')) continue;
      const out = splitCopyImports(code, dirname(join(root, file)), copyFile);
      for (const [, area = '', key] of out.matchAll(/ko\.area-(\w+)(?:\.key-(\w+))?\.ts/g)) {
        if (!key) {
          whole.push(`${file}: ${area}`);
          continue;
        }
        const keys = byKey.get(area) ?? new Set<string>();
        keys.add(key);
        byKey.set(area, keys);
      }
    }
    return { byKey, whole };
  }

  it('every module of the first tap reads its copy by key, so each island loads only the strings it uses, never a whole area', () => {
    expect(copyModules().whole).toEqual([]);
  });

  it("the item page's other product copy (size chart, shipping, statuses, badges, prices' labels) is not among the first tap's strings", () => {
    const product = copyModules().byKey.get('productCopy') ?? new Set();
    expect([...product].filter((k) => ['sizeChart', 'shipping', 'status', 'badge', 'detail', 'price'].includes(k))).toEqual([]);
    // The rewrite still sees what the sheet uses.
    expect(product.has('option')).toBe(true);
  });

  it('keysRead backs off to the whole area on a use it cannot follow', () => {
    expect(keysRead('f(productCopy)', 'productCopy')).toBeNull();
  });
});

describe('the tag loader at idle (client/tags.ts)', () => {
  it("asks the edge first and brings the tags' registry, scripts and banner only with a yes or an ask (client/tags-run.ts, imported on demand)", () => {
    const { files } = staticClosure('client/tags.ts');
    expect(files.has('client/tags-run.ts')).toBe(false);
    // Nor the routing of events to tags, which only the runner uses (kb90: a module shared by the
    // loader and the runner lands in the loader's chunk whole).
    expect([...files].filter((f) => readFileSync(join(root, f), 'utf8').includes('export function tagHears'))).toEqual([]);
    const code = readFileSync(join(root, 'client/tags.ts'), 'utf8');
    expect(code).toContain("import('./tags-run')");
    // The registry and the banner are not in the first half.
    expect(/StorefrontTags\s*=|sf-tag-consent'/.test(code)).toBe(false);
  });
});

describe("the entry's every-page parts", () => {
  it("the desktop header's category menu is no part of the entry: it loads where it is shown (541 px and up), so a phone's page never fetches it", () => {
    expect(staticClosure('client/entry.tsx').files.has('client/category-menu.ts')).toBe(false);
    expect(readFileSync(join(root, 'client/entry.tsx'), 'utf8')).toContain("import('./category-menu')");
  });
});
