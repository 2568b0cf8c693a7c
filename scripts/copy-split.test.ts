import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { INLINE_MAX, inlineValues, keyModule, keysRead, splitCopyImports } from './copy-split.mjs';

const copyFile = '/repo/src/copy/ko.ts';

describe('splitCopyImports', () => {
  it('gives each value imported from ko.ts its own module, keeping aliases and type imports', () => {
    const code = "import { purchaseCopy, errorsCopy as t, type Copy } from '../../copy/ko';\nconst x = f(purchaseCopy, t);";
    expect(splitCopyImports(code, '/repo/src/product/islands', copyFile)).toBe(
      "import { purchaseCopy } from '/repo/src/copy/ko.area-purchaseCopy.ts'; import { errorsCopy as t } from '/repo/src/copy/ko.area-errorsCopy.ts'; import { type Copy } from '../../copy/ko';\nconst x = f(purchaseCopy, t);",
    );
  });

  it('an importer that only reads area.key gets one module per key it reads, and the area rebuilt from them', () => {
    const code = "import { productCopy as p } from '../copy/ko';\nconst a = p.option.select('x'); const b = p.button.buy; const c = p.option.total;";
    expect(splitCopyImports(code, '/repo/src/product', copyFile)).toBe(
      "import { productCopy$button as __copy_p_button } from '/repo/src/copy/ko.area-productCopy.key-button.ts'; import { productCopy$option as __copy_p_option } from '/repo/src/copy/ko.area-productCopy.key-option.ts'; const p = { button: __copy_p_button, option: __copy_p_option };\nconst a = p.option.select('x'); const b = p.button.buy; const c = p.option.total;",
    );
  });

  it('writes a short plain string into the importer instead of importing it; other keys are still imported', () => {
    const code = "import { errorsCopy as e } from '../copy/ko';\nconst a = e.loginNeeded; const b = e.network.retry;";
    const inline = (area: string, key: string) => (area === 'errorsCopy' && key === 'loginNeeded' ? '"로그인이 필요해요."' : null);
    expect(splitCopyImports(code, '/repo/src/product', copyFile, inline)).toBe(
      'import { errorsCopy$network as __copy_e_network } from \'/repo/src/copy/ko.area-errorsCopy.key-network.ts\'; const e = { loginNeeded: "로그인이 필요해요.", network: __copy_e_network };\nconst a = e.loginNeeded; const b = e.network.retry;',
    );
  });

  it('leaves other modules named ko alone', () => {
    const code = "import { purchaseCopy } from '../elsewhere/copy/ko';";
    expect(splitCopyImports(code, '/repo/src/product', copyFile)).toBe(code);
  });
});

describe('keysRead', () => {
  it('lists the keys read, and gives up (whole area) on any other use', () => {
    expect(keysRead('x(productCopy.option.a, productCopy . button)', 'productCopy')).toEqual(['button', 'option']);
    expect(keysRead('x(productCopy.option, productCopy)', 'productCopy')).toBeNull();
    expect(keysRead('x(productCopy[k])', 'productCopy')).toBeNull();
    expect(keysRead('x(productCopy?.option)', 'productCopy')).toBeNull();
    // Another object's property of the same name is not a use; nor is a longer name.
    expect(keysRead('x(ko.productCopy, productCopyMore, productCopy.status)', 'productCopy')).toEqual(['status']);
    expect(keysRead('nothing here', 'productCopy')).toBeNull();
  });
});

describe('keyModule', () => {
  // The copy's own shape: arrow functions with template literals (a backtick by name, to keep this readable).
  const tick = '`';
  const source = `const count = (n: number) => ${tick}\${n}${tick};\nexport const a = { x: 'ㄱ', y: { z: (n: number) => ${tick}\${count(n)}개${tick} } } as const;\nexport const b = { x: '다' } as const;\n`;

  it("appends the key's value as its own export, helpers it calls still in reach", () => {
    expect(keyModule(source, 'a', 'y')).toBe(`${source}\nexport const a$y = { z: (n: number) => ${tick}\${count(n)}개${tick} };\n`);
  });

  it('fails the build on a key the area does not have', () => {
    expect(() => keyModule(source, 'b', 'y')).toThrow(/b has no key y/);
  });

  it('every area of the real ko.ts is an object literal whose keys can be split', () => {
    const real = readFileSync(join(import.meta.dirname, '../src/copy/ko.ts'), 'utf8');
    expect(keyModule(real, 'productCopy', 'option')).toContain('export const productCopy$option = {\n    levelFallback:');
    expect(keyModule(real, 'purchaseCopy', 'like')).toMatch(/export const purchaseCopy\$like = '좋아요';\n$/);
  });
});

describe('inlineValues', () => {
  const tick = '`';
  const long = 'ㄱ'.repeat(INLINE_MAX + 1);
  const source = `export const a = { s: '짧은 글', t: ${tick}줄 ${tick}, p: ${tick}\${1}개${tick}, f: (n: number) => ${tick}\${n}${tick}, o: { x: 'y' }, l: '${long}' } as const;\n`;
  const read = inlineValues(source);

  it('gives short plain strings as string literals, template literals without placeholders too', () => {
    expect(read('a', 's')).toBe('"짧은 글"');
    expect(read('a', 't')).toBe('"줄 "');
  });

  it('leaves to import what is not a short plain string: placeholders, functions, objects, long text', () => {
    for (const key of ['p', 'f', 'o', 'l']) expect(read('a', key), key).toBeNull();
  });

  it('reads the real ko.ts: the shared error strings that were chunks of their own are written in', () => {
    const real = inlineValues(readFileSync(join(import.meta.dirname, '../src/copy/ko.ts'), 'utf8'));
    expect(real('errorsCopy', 'genericTemporary')).toBe('"일시적으로 에러가 발생했습니다. 잠시 후 다시 시도해주세요."');
    expect(real('errorsCopy', 'loginNeeded')).toBe('"로그인이 필요해요."');
    expect(real('productCopy', 'option')).toBeNull();
  });
});
