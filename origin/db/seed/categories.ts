/**
 * Front categories, three levels of numeric codes (parent code + three digits). 100/100100/
 * 100100100 is the platform's DEFAULT placeholder that the spec-5 category rule ignores;
 * 9xx are curation categories (EXCLUSIVE, LUXURY, PREMIUM) that the rule skips.
 */

import type { CategorySeed } from './model';

export const TOP = { women: '101', men: '102', life: '103' } as const;
export const DEFAULT_CATEGORY_CODE = '100100100';

type Tree = [code: string, name: string, children: [code: string, name: string, leaves: [string, string][]][]];

const MAIN: Tree[] = [
  [
    '101',
    '여성',
    [
      [
        '101100',
        '아우터',
        [
          ['101100100', '코트'],
          ['101100101', '재킷'],
        ],
      ],
      [
        '101101',
        '상의',
        [
          ['101101100', '티셔츠'],
          ['101101101', '니트'],
        ],
      ],
      [
        '101102',
        '하의',
        [
          ['101102100', '팬츠'],
          ['101102101', '스커트'],
        ],
      ],
    ],
  ],
  [
    '102',
    '남성',
    [
      [
        '102100',
        '아우터',
        [
          ['102100100', '코트'],
          ['102100101', '재킷'],
        ],
      ],
      [
        '102101',
        '상의',
        [
          ['102101100', '티셔츠'],
          ['102101101', '셔츠'],
        ],
      ],
      [
        '102102',
        '하의',
        [
          ['102102100', '데님'],
          ['102102101', '슬랙스'],
        ],
      ],
    ],
  ],
  [
    '103',
    '라이프',
    [
      [
        '103100',
        '홈',
        [
          ['103100100', '캔들·디퓨저'],
          ['103100101', '패브릭'],
        ],
      ],
      [
        '103101',
        '키친',
        [
          ['103101100', '식기'],
          ['103101101', '커피·티'],
          ['103101102', '전통주'],
        ],
      ],
    ],
  ],
];

const CURATION: Tree[] = [
  ['901', 'EXCLUSIVE', [['901100', '단독 발매', [['901100100', '단독 아우터']]]]],
  ['902', 'LUXURY', [['902100', '럭셔리 셀렉션', [['902100100', '럭셔리 아우터']]]]],
  ['903', 'PREMIUM', [['903100', '프리미엄 라이프', [['903100100', '프리미엄 리빙']]]]],
];

const DEFAULT: Tree[] = [['100', '기본', [['100100', '기본', [[DEFAULT_CATEGORY_CODE, '기본']]]]]];

function flatten(trees: Tree[], kind: CategorySeed['kind']): CategorySeed[] {
  const out: CategorySeed[] = [];
  trees.forEach(([c1, n1, mids], i) => {
    out.push({ code: c1, name: n1, depth: 1, parent_code: null, kind, seq: i });
    mids.forEach(([c2, n2, leaves], j) => {
      out.push({ code: c2, name: n2, depth: 2, parent_code: c1, kind, seq: j });
      leaves.forEach(([c3, n3], k) => {
        out.push({ code: c3, name: n3, depth: 3, parent_code: c2, kind, seq: k });
      });
    });
  });
  return out;
}

export const CATEGORIES: readonly CategorySeed[] = [...flatten(MAIN, 'main'), ...flatten(CURATION, 'curation'), ...flatten(DEFAULT, 'default')];

/** The full [c1, c2, c3] path of a third-level code. */
export function pathOf(code3: string): [string, string, string] {
  return [code3.slice(0, 3), code3.slice(0, 6), code3];
}

/** Third-level codes of the main tree under a top category. */
export function leavesUnder(top: string): string[] {
  return CATEGORIES.filter((c) => c.kind === 'main' && c.depth === 3 && c.code.startsWith(top)).map((c) => c.code);
}
