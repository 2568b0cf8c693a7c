import { describe, expect, it, vi } from 'vitest';
import { renderToString } from 'react-dom/server';
import { islands, type IslandName } from './registry';
import { checkIslandProps, serverPropsSchemas } from './server-props';
import { Island } from '../ui/Island';
import { ISLAND_PROPS_ATTR } from '../ui/island-attrs';
import { parseProps } from '../ui/serialize-props';
import LikeButton from '../product/islands/LikeButton';

/**
 * The server half of the props check (ARCHITECTURE rule 5): an island whose browser module
 * checks its props with a structural guard only (src/islands/props-guard.ts) has its full
 * schema here, and src/ui/Island.tsx writes only props that pass it.
 */
const like = { itemNo: 1001, heartCount: 3, liked: false, loginUrl: '/login' };

describe('server props check', () => {
  it('every island whose browser check is not a zod schema has a full schema on the server', async () => {
    const guarded: string[] = [];
    for (const name of Object.keys(islands) as IslandName[]) {
      const mod = await islands[name].load();
      // A zod/mini schema carries its definition under `_zod`; a guard does not.
      if (!('_zod' in (mod.propsSchema as object))) guarded.push(name);
    }
    expect(guarded.sort()).toEqual(['LikeButton', 'ProductGallery', 'PurchasePanel']);
    for (const name of guarded) expect(serverPropsSchemas[name as IslandName]).toBeDefined();
    // Every island module is imported: slow on a busy box.
  }, 60_000);

  it('checks in depth what the guard checks only at the top', async () => {
    const { propsSchema } = await islands.LikeButton.load();
    const shallow = { ...like, heartCount: 3.5 };
    expect(propsSchema.safeParse(shallow).success).toBe(true);
    expect(checkIslandProps('PurchasePanel', { itemNo: 1 })).toMatchObject({ ok: false });
    const r = checkIslandProps('PurchasePanel', { itemNo: 1 });
    if (!r.ok) expect(r.summary).toContain('title');
    // Islands the browser checks with their zod schema pass through as they are.
    expect(checkIslandProps('ShareLink', { anything: 1 })).toEqual({ ok: true, value: { anything: 1 } });
  });

  it('Island writes checked props, and for props that fail writes none and logs a developer error (the island stays server HTML)', () => {
    const ok = renderToString(
      <Island name="LikeButton" id="like" props={{ ...like, extra: 'dropped' } as typeof like}>
        <LikeButton {...like} />
      </Island>,
    );
    const text = ok.slice(ok.lastIndexOf('">') + 2, ok.lastIndexOf('</script>'));
    expect(parseProps(text)).toEqual({ ok: true, value: like });

    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const bad = { ...like, liked: 'yes' } as unknown as typeof like;
    const out = renderToString(
      <Island name="LikeButton" id="like" props={bad}>
        <LikeButton {...like} />
      </Island>,
    );
    expect(out).toContain('data-island="LikeButton"');
    expect(out).toContain('좋아요');
    expect(out).not.toContain(ISLAND_PROPS_ATTR);
    expect(error).toHaveBeenCalledWith(expect.stringMatching(/^\[island LikeButton\] invalid-props \(server\): liked: /));
    error.mockRestore();
  });
});
