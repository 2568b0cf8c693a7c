/**
 * Character-reference decoding for the sanitiser. Only what the sanitiser needs: every numeric
 * reference, and the named ones that matter for content or for attacks (`&colon;`, `&Tab;`,
 * `&NewLine;` hide URL schemes). The full HTML table (2,000+ names) is left out on purpose —
 * this module ships to the browser. An unknown name stays literal text, and because the
 * sanitiser re-encodes `&` as `&amp;`, the browser shows it literally too: what we checked is
 * exactly what the browser ends up with.
 */

const NAMED: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  ensp: '\u2002',
  emsp: '\u2003',
  thinsp: '\u2009',
  zwj: '\u200d',
  zwnj: '\u200c',
  shy: '\u00ad',
  copy: '\u00a9',
  reg: '\u00ae',
  trade: '\u2122',
  deg: '\u00b0',
  plusmn: '\u00b1',
  times: '\u00d7',
  divide: '\u00f7',
  middot: '\u00b7',
  bull: '\u2022',
  hellip: '\u2026',
  ndash: '\u2013',
  mdash: '\u2014',
  lsquo: '\u2018',
  rsquo: '\u2019',
  sbquo: '\u201a',
  ldquo: '\u201c',
  rdquo: '\u201d',
  bdquo: '\u201e',
  laquo: '\u00ab',
  raquo: '\u00bb',
  lsaquo: '\u2039',
  rsaquo: '\u203a',
  prime: '\u2032',
  Prime: '\u2033',
  sect: '\u00a7',
  para: '\u00b6',
  cent: '\u00a2',
  pound: '\u00a3',
  yen: '\u00a5',
  euro: '\u20ac',
  won: '\u20a9',
  larr: '\u2190',
  rarr: '\u2192',
  uarr: '\u2191',
  darr: '\u2193',
  harr: '\u2194',
  hearts: '\u2665',
  spades: '\u2660',
  clubs: '\u2663',
  diams: '\u2666',
  star: '\u2606',
  starf: '\u2605',
  check: '\u2713',
  cross: '\u2717',
  micro: '\u00b5',
  frac12: '\u00bd',
  frac14: '\u00bc',
  frac34: '\u00be',
  sup1: '\u00b9',
  sup2: '\u00b2',
  sup3: '\u00b3',
  iexcl: '\u00a1',
  iquest: '\u00bf',
  // Punctuation names that attackers use to spell schemes and break up keywords.
  Tab: '\t',
  NewLine: '\n',
  colon: ':',
  semi: ';',
  comma: ',',
  period: '.',
  excl: '!',
  quest: '?',
  num: '#',
  dollar: '$',
  percnt: '%',
  ast: '*',
  plus: '+',
  equals: '=',
  lpar: '(',
  rpar: ')',
  lsqb: '[',
  rsqb: ']',
  lbrack: '[',
  rbrack: ']',
  lcub: '{',
  rcub: '}',
  sol: '/',
  bsol: '\\',
  lowbar: '_',
  grave: '`',
  Hat: '^',
  vert: '|',
  verbar: '|',
  commat: '@',
  tilde: '~',
};

/** Names a browser also decodes without the trailing semicolon, in text. */
const LEGACY_BY_LENGTH = ['nbsp', 'quot', 'copy', 'amp', 'reg', 'lt', 'gt'];

/** Windows-1252 remapping that browsers apply to `&#128;`–`&#159;`. */
const C1: Record<number, number> = {
  128: 0x20ac,
  130: 0x201a,
  131: 0x0192,
  132: 0x201e,
  133: 0x2026,
  134: 0x2020,
  135: 0x2021,
  136: 0x02c6,
  137: 0x2030,
  138: 0x0160,
  139: 0x2039,
  140: 0x0152,
  142: 0x017d,
  145: 0x2018,
  146: 0x2019,
  147: 0x201c,
  148: 0x201d,
  149: 0x2022,
  150: 0x2013,
  151: 0x2014,
  152: 0x02dc,
  153: 0x2122,
  154: 0x0161,
  155: 0x203a,
  156: 0x0153,
  158: 0x017e,
  159: 0x0178,
};

function fromCodePoint(cp: number): string {
  if (cp === 0 || cp > 0x10ffff || (cp >= 0xd800 && cp <= 0xdfff)) return '\ufffd';
  return String.fromCodePoint(C1[cp] ?? cp);
}

const REF = /&(?:#[xX]([0-9a-fA-F]{1,8});?|#([0-9]{1,10});?|([A-Za-z][A-Za-z0-9]{1,31})(;?))/g;

/**
 * Decodes character references. `inAttribute` follows the browser rule that a legacy name
 * without `;` followed by a letter, digit or `=` stays literal there (`?a=1&copy=2`).
 */
export function decodeEntities(input: string, inAttribute = false): string {
  if (!input.includes('&')) return input;
  return input.replace(REF, (whole, hex: string | undefined, dec: string | undefined, name: string | undefined, semi: string, offset: number) => {
    if (hex !== undefined) return fromCodePoint(parseInt(hex, 16));
    if (dec !== undefined) return fromCodePoint(parseInt(dec, 10));
    if (name === undefined) return whole;
    if (semi === ';' && NAMED[name] !== undefined) return NAMED[name];
    // Browsers decode the longest legacy name at the start without a `;` (`&copy2024`).
    const legacy = LEGACY_BY_LENGTH.find((l) => name.startsWith(l));
    if (legacy === undefined) return whole;
    const rest = whole.slice(1 + legacy.length);
    if (inAttribute && /^[A-Za-z0-9=]/.test(rest || input.charAt(offset + whole.length))) return whole;
    return (NAMED[legacy] ?? '') + rest;
  });
}
