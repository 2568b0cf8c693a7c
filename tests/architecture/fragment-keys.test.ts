import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Every cached fragment's key (src/ui/fragment-cache.tsx) is a named `…FragmentKey` function
 * beside its component, with a unit test, never written inline: the inputs a fragment draws from
 * are then in one place a test can hold to them. A fragment drawn from its answer alone says
 * `variant=""`.
 */
const ROOT = join(__dirname, '..', '..');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return sources(path);
    return /\.tsx$/.test(e.name) && !/\.test\.tsx$/.test(e.name) ? [path] : [];
  });
}

const NAMED = /^[a-z][A-Za-z0-9]*FragmentKey\(/;

/** Each fragment's variant expression, by file: `<CachedFragment … variant=…>` and islands' `cached={… variant: …}`. */
function fragmentVariants(text: string): string[] {
  const found: string[] = [];
  for (const tag of text.matchAll(/<CachedFragment\b([\s\S]*?)>/g)) {
    const v = /\bvariant=(?:"([^"]*)"|\{([\s\S]*?)\}\s*(?:[a-zA-Z]+=|\/?$))/.exec(tag[1] ?? '');
    found.push(v ? (v[1] !== undefined ? `"${v[1]}"` : (v[2] ?? '').trim()) : '(none)');
  }
  for (const prop of text.matchAll(/\bcached=\{([^\n]*)\}/g)) {
    for (const v of (prop[1] ?? '').matchAll(/\bvariant: ([^,}]+)/g)) found.push((v[1] ?? '').trim());
  }
  return found;
}

const inline = (variant: string) => variant !== '""' && !NAMED.test(variant);

describe('fragment keys are named functions', () => {
  const files = sources(join(ROOT, 'src')).map((path) => ({ path: relative(ROOT, path), variants: fragmentVariants(readFileSync(path, 'utf8')) }));

  it('finds the fragments it checks', () => {
    expect(files.flatMap((f) => f.variants).length).toBeGreaterThanOrEqual(14);
  });

  it('no fragment key is written inline', () => {
    const offenders = files.flatMap((f) => f.variants.filter(inline).map((v) => `${f.path}: ${v}`));
    expect(offenders).toEqual([]);
  });

  it('tells an inline key from a named one', () => {
    expect(fragmentVariants('<CachedFragment part="a" of={x} variant={a + b} as="section">')).toEqual(['a + b']);
    expect(fragmentVariants('<CachedFragment part="a" of={x} variant="">')).toEqual(['""']);
    expect(fragmentVariants('<Island cached={{ of: item, variant: JSON.stringify(x) }}>')).toEqual(['JSON.stringify(x)']);
    expect(['a + b', 'JSON.stringify(x)', '"saving"', 'saving ? 1 : 0'].filter(inline)).toHaveLength(4);
    expect(['reviewsFragmentKey(itemNo, 0)', '""'].filter(inline)).toHaveLength(0);
  });
});
