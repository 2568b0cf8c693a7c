import { describe, expect, it } from 'vitest';
import { splitCopyImports } from './copy-split.mjs';

const copyFile = '/repo/src/copy/ko.ts';

describe('splitCopyImports', () => {
  it('gives each value imported from ko.ts its own module, keeping aliases and type imports', () => {
    const code = "import { purchaseCopy, errorsCopy as t, type Copy } from '../../copy/ko';\nconst x = 1;";
    expect(splitCopyImports(code, '/repo/src/product/islands', copyFile)).toBe(
      "import { purchaseCopy } from '/repo/src/copy/ko.area-purchaseCopy.ts'; import { errorsCopy as t } from '/repo/src/copy/ko.area-errorsCopy.ts'; import { type Copy } from '../../copy/ko';\nconst x = 1;",
    );
  });

  it('leaves other modules named ko alone', () => {
    const code = "import { purchaseCopy } from '../elsewhere/copy/ko';";
    expect(splitCopyImports(code, '/repo/src/product', copyFile)).toBe(code);
  });
});
